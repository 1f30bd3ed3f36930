import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { OG_SECTIONS, ogImagePath, ogSectionOf } from "./og-images";

describe("Open Graph pictures", () => {
  it("maps every page to its section's picture", () => {
    const cases: Array<[string, string]> = [
      ["/", "default"],
      ["/price", "plans"],
      ["/blog", "blog"],
      ["/blog-content", "blog"],
      ["/news", "blog"],
      ["/article/classroom-iot-kits", "blog"],
      ["/events", "events"],
      ["/showcase", "showcase"],
      ["/showcase/gym", "showcase"],
      ["/docs", "docs"],
      ["/docs/create-account", "docs"],
      ["/about", "about"],
      ["/about/team", "about"],
      ["/demo-form", "default"],
      ["/politica-de-privacidade", "default"],
      ["/showcases", "default"],
      ["/documentation", "default"],
    ];
    expect(cases.map(([pathname]) => [pathname, ogSectionOf(pathname)])).toEqual(cases);
  });

  it("has a 1200×630 source SVG under 20 KB and a PNG for every section", () => {
    for (const section of OG_SECTIONS) {
      const png = path.join("public", ogImagePath(section));
      const svg = png.replace(/\.png$/, ".svg");
      const source = fs.readFileSync(svg, "utf8");
      expect(source, svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
      expect(source, svg).not.toMatch(/href="(https?:)?\/\//);
      expect(fs.statSync(svg).size, svg).toBeLessThan(20 * 1024);
      const header = fs.readFileSync(png).subarray(0, 24);
      expect(header.subarray(1, 4).toString(), png).toBe("PNG");
      expect([header.readUInt32BE(16), header.readUInt32BE(20)], png).toEqual([1200, 630]);
    }
  });
});
