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

  it("has a 1200×630 source SVG under 20 KB and a 1200×630 JPEG for every section", () => {
    for (const section of OG_SECTIONS) {
      const jpeg = path.join("public", ogImagePath(section));
      const svg = jpeg.replace(/\.jpg$/, ".svg");
      const source = fs.readFileSync(svg, "utf8");
      expect(source, svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" width="1200" height="630"/);
      expect(source, svg).not.toMatch(/href="(https?:)?\/\//);
      expect(fs.statSync(svg).size, svg).toBeLessThan(20 * 1024);
      expect(jpegSize(fs.readFileSync(jpeg)), jpeg).toEqual([1200, 630]);
    }
  });
});

/** Width and height from a JPEG's start-of-frame segment ([0, 0] if it is not a JPEG). */
function jpegSize(body: Buffer): [number, number] {
  if (body.readUInt16BE(0) !== 0xffd8) return [0, 0];
  for (let offset = 2; offset + 9 < body.length; offset += 2 + body.readUInt16BE(offset + 2)) {
    const marker = body.readUInt16BE(offset);
    if (marker === 0xffc0 || marker === 0xffc2) return [body.readUInt16BE(offset + 7), body.readUInt16BE(offset + 5)];
  }
  return [0, 0];
}
