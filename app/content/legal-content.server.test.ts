import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEGAL, loadCollection } from "../../content-pipeline";
import { LANGUAGES } from "~/i18n/languages";
import { legalDocument } from "./legal-content.server";

const legal = loadCollection(path.resolve(import.meta.dirname, "../../content"), LEGAL);

describe("a legal text's date", () => {
  it("is the front matter's `updated` on the page, in every language, whatever git last touched", () => {
    for (const lang of LANGUAGES) {
      for (const slug of ["privacy-policy", "terms-of-service"] as const) {
        const entry = legal[lang].find((candidate) => candidate.slug === slug)!;
        expect(legalDocument(lang, slug).updated, `${lang}/${slug}`).toBe(entry.updated);
      }
    }
  });
});
