import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES } from "./languages";

const LOCALES = path.join(import.meta.dirname, "../locales");

function keysOf(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null || Array.isArray(node)) return [prefix];
  return Object.entries(node).flatMap(([key, value]) => keysOf(value, prefix ? `${prefix}.${key}` : key));
}

const namespaces = [...new Set(LANGUAGES.flatMap((lang) => fs.readdirSync(path.join(LOCALES, lang))))];

describe("translation files", () => {
  for (const file of namespaces) {
    it(`${file} has the same keys in pt, en and es, none empty`, () => {
      const [pt, ...others] = LANGUAGES.map((lang) => {
        const full = path.join(LOCALES, lang, file);
        expect(fs.existsSync(full), `${lang}/${file} exists`).toBe(true);
        const json = JSON.parse(fs.readFileSync(full, "utf8"));
        for (const key of keysOf(json)) {
          const value = key.split(".").reduce((n, k) => n[k], json);
          expect(
            Array.isArray(value) ? value.length : String(value).trim().length,
            `${lang}/${file} ${key} is empty`,
          ).toBeGreaterThan(0);
        }
        return keysOf(json).sort();
      });
      for (const keys of others) expect(keys).toEqual(pt);
    });
  }
});
