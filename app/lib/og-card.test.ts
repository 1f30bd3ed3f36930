import { describe, expect, it } from "vitest";
import { ogCardSvg, titleLines } from "./og-card";

describe("a page's Open Graph card", () => {
  it("wraps the title in lines of about 28 characters, at most 4, the last cut with an ellipsis", () => {
    expect(titleLines("The 30-minute presence rule, explained with its edge cases")).toEqual([
      "The 30-minute presence rule,",
      "explained with its edge",
      "cases",
    ]);
    const long = titleLines("word ".repeat(40));
    expect(long).toHaveLength(4);
    expect(long[3]).toMatch(/…$/);
    expect(long.every((line) => line.length <= 28)).toBe(true);
  });

  it("is a 1200×630 SVG with the brand, the section and the escaped title, and nothing to fetch", () => {
    const svg = ogCardSvg({ title: 'Sensors & "rules" <fast>', section: "Blog", brand: "NIoT" });
    expect(svg).toMatch(/^<svg [^>]*width="1200" height="630"/);
    expect(svg).toContain("Sensors &amp; &quot;rules&quot; &lt;fast&gt;");
    expect(svg).toContain(">Blog</text>");
    expect(svg).toContain(">NIoT</text>");
    expect(svg).not.toMatch(/href=|url\((?!#)|@import|<image/);
  });
});
