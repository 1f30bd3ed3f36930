import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";

const LOCALES = path.join(import.meta.dirname, "../locales");

/** Every leaf as its dotted path and value (a key may hold a dot itself: the editor's "blog.event"). */
function leavesOf(node: unknown, prefix = ""): Array<[string, unknown]> {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [[prefix, node]];
  return Object.entries(node).flatMap(([key, value]) => leavesOf(value, prefix ? `${prefix}.${key}` : key));
}

const namespaces = [...new Set(LANGUAGES.flatMap((lang) => fs.readdirSync(path.join(LOCALES, lang))))];

describe("translation files", () => {
  for (const file of namespaces) {
    it(`${file} has the same keys in pt, en and es, none empty`, () => {
      const [pt, ...others] = LANGUAGES.map((lang) => {
        const full = path.join(LOCALES, lang, file);
        expect(fs.existsSync(full), `${lang}/${file} exists`).toBe(true);
        const json = JSON.parse(fs.readFileSync(full, "utf8"));
        const leaves = leavesOf(json);
        for (const [key, value] of leaves) {
          expect(
            Array.isArray(value) ? value.length : String(value).trim().length,
            `${lang}/${file} ${key} is empty`,
          ).toBeGreaterThan(0);
        }
        return leaves.map(([key]) => key).sort();
      });
      for (const keys of others) expect(keys).toEqual(pt);
    });
  }
});
