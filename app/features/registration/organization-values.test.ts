import { describe, expect, it } from "vitest";
import { EMPTY_ORGANIZATION, organizationErrors, organizationPayload, splitDocument } from "./organization-values";

const filled = {
  companyName: "Cooperativa Vale Verde",
  document: "",
  area: "agribusiness",
  purpose: "corporate",
  fullName: "Marina  Teixeira",
  email: "marina@example.com",
  whatsapp: "(51) 91234-5678",
  ageRange: "25to40",
};

describe("splitDocument", () => {
  it("sends a CPF as doc and a CNPJ as companyDoc, formatted", () => {
    expect(splitDocument("52998224725")).toEqual({ doc: "529.982.247-25", companyDoc: "" });
    expect(splitDocument("11.222.333/0001-81")).toEqual({ doc: "", companyDoc: "11.222.333/0001-81" });
    expect(splitDocument("12ABC34501DE35")).toEqual({ doc: "", companyDoc: "12.ABC.345/01DE-35" });
    expect(splitDocument("  ")).toEqual({ doc: "", companyDoc: "" });
  });
  it("refuses wrong check digits and other lengths", () => {
    expect(splitDocument("529.982.247-24")).toBeNull();
    expect(splitDocument("11.222.333/0001-82")).toBeNull();
    expect(splitDocument("123456789")).toBeNull();
  });
});

describe("organizationErrors", () => {
  it("passes a complete form", () => {
    expect(organizationErrors(filled, true)).toEqual({});
    expect(organizationErrors({ ...filled, document: "529.982.247-25" }, true)).toEqual({});
  });
  it("asks for every field but the document, and for the terms", () => {
    expect(organizationErrors(EMPTY_ORGANIZATION, false)).toEqual({
      companyName: "validation.required",
      area: "validation.choose",
      purpose: "validation.choose",
      fullName: "validation.required",
      email: "validation.required",
      whatsapp: "validation.required",
      ageRange: "validation.choose",
      termsAccepted: "validation.terms",
    });
  });
  it("checks e-mail, WhatsApp, document, a surname and the minimum length", () => {
    expect(
      organizationErrors(
        {
          ...filled,
          companyName: "AB",
          fullName: "Marina",
          email: "marina@",
          whatsapp: "(11) 8123-4567",
          document: "111.111.111-11",
        },
        true,
      ),
    ).toEqual({
      companyName: "validation.minLength",
      document: "forms:organization.errors.document",
      fullName: "forms:organization.errors.fullName",
      email: "validation.email",
      whatsapp: "validation.whatsapp",
    });
  });
});

describe("organizationPayload", () => {
  it("is the API's shape, with the organization's extra fields", () => {
    expect(organizationPayload({ ...filled, document: "11222333000181" }, true)).toEqual({
      fullName: "Marina Teixeira",
      email: "marina@example.com",
      companyName: "Cooperativa Vale Verde",
      doc: "",
      companyDoc: "11.222.333/0001-81",
      accountType: "business",
      whatsapp: "(51) 91234-5678",
      purpose: "corporate",
      ageRange: "25to40",
      area: "agribusiness",
      termsAccepted: true,
    });
  });
});
