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
