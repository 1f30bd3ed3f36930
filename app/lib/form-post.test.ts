import { describe, expect, it } from "vitest";
import { safeReturnPath } from "./form-post";

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
