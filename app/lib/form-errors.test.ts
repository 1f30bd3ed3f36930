import { describe, expect, it } from "vitest";
import { validateForm } from "./form-errors";
import { ContactSchema } from "./schemas";

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
