import { describe, expect, it } from "vitest";
import {
  ContactSchema,
  CourseRegistrationSchema,
  DemoLeadSchema,
  FeedbackSchema,
  fieldIssues,
  LeadSchema,
  PreregisterSchema,
} from "./schemas";

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

describe("control characters", () => {
  // An operator's terminal reads these: clear the screen, a forged line, an OSC 8 link, text turned right to left.
  const HOSTILE = [
    "\u001b[2J",
    "Ana\u001b]8;;https://evil.example\u0007clique\u001b]8;;\u0007",
    "Ana\u009b2J",
    "Ana\u0085",
    "Ana\u007f",
    "Ana\u202eanA",
    "Ana\u2066x\u2069",
    "Ana\u200f",
    "Ana\u061c",
  ];
  const contact = {
    name: "Ana",
    email: "ana@example.com",
    subject: "Planos",
    message: "Quero saber mais.",
    consent: true,
  };
  const preregister = {
    fullName: "Ana Souza",
    email: "ana@example.com",
    companyName: "",
    doc: "",
    companyDoc: "",
    accountType: "business",
  };
  const course = { formId: "curso-esp32-2027", fields: { email: "ana@example.com", city: "Guaíba" } };
  const feedback = { page: "/article/presence-rule-30-minutes", helpful: "no" };
  const refused = (result: { success: boolean; error?: Parameters<typeof fieldIssues>[0] }) =>
    result.success
      ? []
      : fieldIssues(result.error!).filter(({ message }) => message === "validation.controlCharacters");

  it("are refused in every free-text field, C0, C1 and bidirectional alike", () => {
    for (const text of HOSTILE) {
      const cases: Array<[string, { success: boolean }, string]> = [
        ["nome", DemoLeadSchema.safeParse({ ...demo, nome: text }), "nome"],
        ["empresa", DemoLeadSchema.safeParse({ ...demo, empresa: text }), "empresa"],
        ["mensagem", DemoLeadSchema.safeParse({ ...demo, mensagem: `Olá ${text}` }), "mensagem"],
        [
          "sourcePage",
          LeadSchema.safeParse({ formId: "newsletter", email: "a@b.co", sourcePage: `/blog${text}` }),
          "sourcePage",
        ],
        ["subject", ContactSchema.safeParse({ ...contact, subject: text }), "subject"],
        ["message", ContactSchema.safeParse({ ...contact, message: `Quero saber ${text}` }), "message"],
        ["fullName", PreregisterSchema.safeParse({ ...preregister, fullName: text }), "fullName"],
        ["companyName", PreregisterSchema.safeParse({ ...preregister, companyName: text }), "companyName"],
        [
          "course field",
          CourseRegistrationSchema.safeParse({ ...course, fields: { ...course.fields, city: text } }),
          "fields.city",
        ],
        ["comment", FeedbackSchema.safeParse({ ...feedback, comment: `Faltou ${text}` }), "comment"],
      ];
      for (const [name, result, path] of cases)
        expect(refused(result as never), `${name} ${JSON.stringify(text)}`).toEqual([
          { path, message: "validation.controlCharacters" },
        ]);
    }
  });

  it("keep tabs and line breaks in a multi-line text, but not in a one-line field", () => {
    const lines = "Primeira linha\r\nSegunda\tlinha\nTerceira";
    expect(DemoLeadSchema.safeParse({ ...demo, mensagem: lines }).success).toBe(true);
    expect(ContactSchema.safeParse({ ...contact, message: lines }).success).toBe(true);
    expect(FeedbackSchema.safeParse({ ...feedback, comment: lines }).success).toBe(true);
    expect(refused(DemoLeadSchema.safeParse({ ...demo, nome: "Ana\nForjada" }) as never)).toHaveLength(1);
    expect(refused(ContactSchema.safeParse({ ...contact, subject: "Planos\tpreços" }) as never)).toHaveLength(1);
    // A vertical tab passes the phone's own pattern (\s), not this check.
    expect(refused(DemoLeadSchema.safeParse({ ...demo, telefone: "51\u000b9999-0000" }) as never)).toHaveLength(1);
  });

  it("leave every other letter, accents, scripts and emoji, alone", () => {
    for (const name of ["José Ñúñez", "Zoë O'Brien-Smith", "محمد", "שרה", "日本語 😀", "Ana\u00a0Souza"])
      expect(DemoLeadSchema.safeParse({ ...demo, nome: name }).success, name).toBe(true);
  });
});
