import { describe, expect, it } from "vitest";
import { ContactSchema, DemoLeadSchema, fieldIssues, LeadSchema, PreregisterSchema } from "./schemas";

const demo = {
  formId: "bookDemo",
  nome: "Ana",
  sobrenome: "Souza",
  cargo: "CTO",
  email: "ana@example.com",
  interesse: "prototiposAioT",
  empresa: "Agro Sul",
  telefone: "+55 51 99999-0000",
  pais: "Brasil",
  consentimento: true,
};

describe("LeadSchema", () => {
  it("accepts a newsletter lead and a demo lead without mensagem", () => {
    expect(LeadSchema.safeParse({ formId: "newsletter", email: "a@b.co" }).success).toBe(true);
    expect(LeadSchema.safeParse(demo).success).toBe(true);
  });
  it("requires every demo field but mensagem, and a known interesse", () => {
    const result = DemoLeadSchema.safeParse({ ...demo, cargo: "  ", interesse: "other" });
    expect(result.success).toBe(false);
    expect(fieldIssues(result.error!)).toEqual([
      { path: "cargo", message: "validation.required" },
      { path: "interesse", message: "validation.choose" },
    ]);
  });
  it("rejects a filled honeypot", () => {
    expect(LeadSchema.safeParse({ formId: "newsletter", email: "a@b.co", website: "spam.example" }).success).toBe(
      false,
    );
  });
  it("rejects an unknown formId", () => {
    expect(LeadSchema.safeParse({ formId: "other", email: "a@b.co" }).success).toBe(false);
  });
});

describe("ContactSchema", () => {
  it("bounds the message to 10..2000 characters and requires consent", () => {
    const base = { name: "Ana", email: "ana@example.com", subject: "Plans", message: "0123456789", consent: true };
    expect(ContactSchema.safeParse(base).success).toBe(true);
    expect(fieldIssues(ContactSchema.safeParse({ ...base, message: "short" }).error!)[0]!.message).toBe(
      "validation.messageLength",
    );
    expect(ContactSchema.safeParse({ ...base, message: "x".repeat(2001) }).success).toBe(false);
    expect(ContactSchema.safeParse({ ...base, consent: false }).success).toBe(false);
  });
});

describe("PreregisterSchema", () => {
  const base = {
    fullName: "Ana Souza",
    email: "ana@example.com",
    companyName: "",
    doc: "",
    companyDoc: "",
    accountType: "Edu",
  };
  it("accepts the three empty fields of the short form", () => {
    expect(PreregisterSchema.safeParse(base).success).toBe(true);
  });
  it("validates CPF and CNPJ check digits when given", () => {
    expect(
      PreregisterSchema.safeParse({ ...base, doc: "529.982.247-25", companyDoc: "11.222.333/0001-81" }).success,
    ).toBe(true);
    expect(PreregisterSchema.safeParse({ ...base, doc: "529.982.247-24" }).success).toBe(false);
  });
  it("accepts only the two account types", () => {
    expect(PreregisterSchema.safeParse({ ...base, accountType: "business" }).success).toBe(true);
    expect(PreregisterSchema.safeParse({ ...base, accountType: "edu" }).success).toBe(false);
  });
  it("accepts the organization form's extra fields", () => {
    const organization = {
      ...base,
      accountType: "business",
      companyName: "Lab Sul",
      whatsapp: "(11) 91234-5678",
      purpose: "corporate",
      ageRange: "25to40",
      area: "agribusiness",
      termsAccepted: true,
    };
    expect(PreregisterSchema.safeParse(organization).success).toBe(true);
    expect(
      PreregisterSchema.safeParse({ ...organization, whatsapp: "+55 51 3333-4444", ageRange: "under18" }).success,
    ).toBe(true);
  });
  it("checks the WhatsApp number, the choices and the terms when they are sent", () => {
    const result = PreregisterSchema.safeParse({
      ...base,
      whatsapp: "(11) 81234-5678",
      purpose: "fun",
      ageRange: "30",
      area: "space",
      termsAccepted: false,
    });
    expect(result.success).toBe(false);
    expect(fieldIssues(result.error!)).toEqual([
      { path: "whatsapp", message: "validation.whatsapp" },
      { path: "purpose", message: "validation.choose" },
      { path: "ageRange", message: "validation.choose" },
      { path: "area", message: "validation.choose" },
      { path: "termsAccepted", message: "validation.terms" },
    ]);
  });
});
