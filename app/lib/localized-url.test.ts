import { describe, expect, it } from "vitest";
import { canonicalPath, localizedUrl } from "./localized-url";

describe("canonicalPath", () => {
  it("drops trailing slashes and gives the routes' own (lower) case", () => {
    expect(canonicalPath("/Blog/")).toBe("/blog");
    expect(canonicalPath("/ARTICLE/presence-rule-30-minutes//")).toBe("/article/presence-rule-30-minutes");
    expect(canonicalPath("/")).toBe("/");
  });
  it("reads percent-encoding, so the canonical URL is encoded one way", () => {
    expect(localizedUrl("https://www.niot.com.br", canonicalPath("/Termos-do-servi%c3%a7o/"), "pt")).toBe(
      "https://www.niot.com.br/termos-do-servi%C3%A7o",
    );
  });
});
