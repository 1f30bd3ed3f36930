import { describe, expect, it } from "vitest";
import { issuesByField, refusalMessages } from "./form-refusal";

describe("issuesByField", () => {
  it("keeps the first message of each posted field", () => {
    const issues = [
      { path: "doc", message: "CPF inválido" },
      { path: "companyDoc", message: "CNPJ inválido" },
      { path: "email", message: "E-mail inválido" },
    ];
    const fieldOf = (path: string) => (path === "doc" || path === "companyDoc" ? "document" : path);
    expect(issuesByField(issues, fieldOf)).toEqual({ document: "CPF inválido", email: "E-mail inválido" });
    expect(issuesByField(issues)).toEqual({
      doc: "CPF inválido",
      companyDoc: "CNPJ inválido",
      email: "E-mail inválido",
    });
  });
});

describe("refusalMessages", () => {
  it("marks the fields of a refused check, by posted name, without a message for the whole form", () => {
    const issues = [{ path: "fields.city", message: "validation.required" }];
    expect(refusalMessages({ status: 400, issues }, (path) => path.replace(/^fields\./, ""))).toEqual({
      errors: { city: "validation.required" },
      formError: undefined,
    });
  });

  it("says the whole form was refused when the honeypot, which no visitor sees, was filled", () => {
    const issues = [{ path: "website", message: "validation.tooLong" }];
    expect(refusalMessages({ status: 400, issues })).toEqual({
      errors: { website: "validation.tooLong" },
      formError: "api.invalid",
    });
  });

  it.each([
    [400, "api.malformed"],
    [403, "api.expired"],
    [404, "api.courseUnknown"],
    [409, "api.courseClosed"],
    [413, "api.tooLarge"],
    [429, "api.rateLimited"],
    [503, "api.unavailable"],
    [500, "api.serverError"],
    [502, "api.serverError"],
  ])("answers status %i with %s", (status, formError) => {
    expect(refusalMessages({ status })).toEqual({ errors: {}, formError });
  });

  it("tells a lost connection from a server that took too long", () => {
    expect(refusalMessages({ status: 0 }).formError).toBe("api.network");
    expect(refusalMessages({ status: 0, timedOut: true }).formError).toBe("api.timeout");
  });
});
