import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONTENT_LANGUAGES, DOCS, loadCollection } from "../../content-pipeline";

const ROOT = path.resolve(import.meta.dirname, "../..");
const ANCHORS = [
  "create-account",
  "accessing-the-platform",
  "menu-bar",
  "project-menu",
  "create-a-device",
  "auth",
  "dashboards",
  "tools",
  "users",
];
const docs = loadCollection(path.join(ROOT, "content"), DOCS);
const article = (lang: (typeof CONTENT_LANGUAGES)[number]) =>
  docs[lang].filter((entry) => entry.article === "create-account").sort((a, b) => a.order - b.order);

describe("docs content", () => {
  for (const lang of CONTENT_LANGUAGES) {
    it(`${lang}: the tutorial has the nine anchors in order, each file named after its anchor`, () => {
      expect(article(lang).map((entry) => entry.url)).toEqual(ANCHORS);
      for (const entry of article(lang)) expect(entry.slug).toBe(entry.url);
    });

    it(`${lang}: no heading id repeats across the page or clashes with a section anchor`, () => {
      const ids = article(lang).flatMap((entry) => [
        entry.url,
        `${entry.url}-title`,
        ...entry.headings.map((heading) => heading.id),
      ]);
      expect(new Set(ids).size).toBe(ids.length);
    });
  }

  it("uses the same pictures, in the same places, in every language", () => {
    const pictures = (lang: (typeof CONTENT_LANGUAGES)[number]) =>
      article(lang).map((entry) =>
        entry.media.map(({ src, width, height, before }) => ({ src, width, height, before })),
      );
    expect(pictures("en")).toEqual(pictures("pt"));
    expect(pictures("es")).toEqual(pictures("pt"));
  });

  it("points at our own small SVG files, with digits as their only text", () => {
    const sources = new Set(article("pt").flatMap((entry) => entry.media.map((media) => media.src)));
    expect(sources.size).toBeGreaterThanOrEqual(8);
    for (const src of sources) {
      const file = path.join(ROOT, "public", src);
      expect(fs.existsSync(file), src).toBe(true);
      const svg = fs.readFileSync(file, "utf8");
      expect(svg.length, `${src} size`).toBeLessThan(12 * 1024);
      expect(svg, `${src} external reference`).not.toMatch(/(href|src)="https?:/);
      for (const [, text] of svg.matchAll(/<text[^>]*>([^<]*)<\/text>/g)) expect(text, src).toMatch(/^[\d\s]+$/);
    }
  });
});
