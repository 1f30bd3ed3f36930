import { describe, expect, it } from "vitest";
import { safeReturnPath, submission, type PageForm } from "./form-post";

describe("safeReturnPath", () => {
  it("keeps a path of this site, without its query or fragment", () => {
    expect(safeReturnPath("/blog")).toBe("/blog");
    expect(safeReturnPath("/explore?type=education#form")).toBe("/explore");
  });
  it("refuses other sites, protocol-relative and backslash tricks, and non-strings", () => {
    for (const value of [
      "https://evil.example/",
      "//evil.example",
      "/\\evil.example",
      "javascript:alert(1)",
      "blog",
      42,
      null,
      undefined,
    ]) {
      expect(safeReturnPath(value)).toBeNull();
    }
  });
  it("refuses blanks and control characters, raw or percent-encoded, which browsers drop or read as a path break", () => {
    for (const value of [
      "/\t/evil.example",
      "/\n/evil.example",
      "/\r/evil.example",
      "/ /evil.example",
      "/\u0000/evil.example",
      "/\u007f/x",
      "/\u00a0/x",
      "/%09/evil.example",
      "/%0a/evil.example",
      "/%2F%09%2Fevil.example",
      "/%5Cevil.example",
      "/%20",
    ]) {
      expect(safeReturnPath(value), JSON.stringify(value)).toBeNull();
    }
  });
  it("keeps paths of this site with escapes and letters beyond ASCII", () => {
    expect(safeReturnPath("/termos-do-servi%C3%A7o")).toBe("/termos-do-servi%C3%A7o");
    expect(safeReturnPath("/termos-do-serviço")).toBe("/termos-do-serviço");
    expect(safeReturnPath("/blog/%")).toBe("/blog/%");
  });
  it("refuses an over-long path", () => {
    expect(safeReturnPath(`/${"a".repeat(300)}`)).toBeNull();
  });
});

describe("submission", () => {
  const form: PageForm = {
    name: "newsletter",
    kind: "lead",
    input: (fields) => ({ formId: "newsletter", email: fields.email }),
    confirmation: "/confirmation/newsletter",
  };
  it("is the form's input plus the honeypot and the page it was sent from; never the token", () => {
    expect(submission(form, { email: "a@b.co", website: "bot", sourcePage: "/blog", _csrf: "t" })).toEqual({
      formId: "newsletter",
      email: "a@b.co",
      website: "bot",
      sourcePage: "/blog",
    });
  });
  it("leaves an empty honeypot and a missing page out", () => {
    expect(submission(form, { email: "a@b.co", website: "" })).toEqual({
      formId: "newsletter",
      email: "a@b.co",
      website: undefined,
      sourcePage: undefined,
    });
  });
});
