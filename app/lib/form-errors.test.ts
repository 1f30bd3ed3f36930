import { describe, expect, it } from "vitest";
import { formErrors, validateForm } from "./form-errors";
import type { PageForm } from "./form-post";
import { ContactSchema, PreregisterSchema } from "./schemas";

describe("validateForm", () => {
  const valid = {
    name: "Ana Souza",
    email: "ana@example.com",
    subject: "Planos",
    message: "Quero saber mais.",
    consent: true,
  };
  it("passes valid values", () => {
    expect(validateForm(ContactSchema, valid, ["name", "subject"])).toEqual({});
  });
  it("reports the schema's first problem per field", () => {
    expect(validateForm(ContactSchema, { ...valid, email: "nope", message: "" }, [])).toEqual({
      email: "validation.email",
      message: "validation.messageLength",
    });
  });
  it("applies the default minimum length of 3 to text fields", () => {
    expect(validateForm(ContactSchema, { ...valid, name: "Al" }, ["name"])).toEqual({ name: "validation.minLength" });
  });
});

describe("formErrors", () => {
  /** A form whose posted names differ from the schema's (as the short registration's). */
  const form: PageForm = {
    name: "preregister",
    kind: "preregister",
    input: (fields) => ({
      fullName: `${fields.name ?? ""} ${fields.surname ?? ""}`.trim(),
      email: fields.email ?? "",
      companyName: "",
      doc: "",
      companyDoc: "",
      accountType: "Edu",
    }),
    check: ({ surname }): Record<string, string> => (surname ? {} : { surname: "validation.required" }),
    fieldOf: (path) => (path === "fullName" ? "name" : path),
    confirmation: "/confirmation/registration",
  };

  it("names the schema's problems by posted field, beside the form's own rules", () => {
    expect(formErrors(form, { name: "", surname: "", email: "ana@" }, PreregisterSchema)).toEqual({
      name: "validation.required",
      surname: "validation.required",
      email: "validation.email",
    });
  });

  it("lets the form's own rule win over the schema's message for the same field", () => {
    const strict = { ...form, check: () => ({ email: "forms:organization.errors.document" }) };
    expect(formErrors(strict, { name: "Ana", surname: "Lima", email: "ana@" }, PreregisterSchema)).toEqual({
      email: "forms:organization.errors.document",
    });
  });

  it("without a schema (not loaded, or none named) applies only the form's own rules", () => {
    expect(formErrors(form, { name: "", surname: "", email: "ana@" })).toEqual({ surname: "validation.required" });
    expect(formErrors(form, { name: "Ana", surname: "Lima", email: "ana@example.com" }, PreregisterSchema)).toEqual({});
  });
});
