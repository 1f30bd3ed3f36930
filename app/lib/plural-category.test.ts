import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_OF } from "~/i18n/languages";
import { pluralCategory } from "./plural-category";

const language = fc.constantFrom(...LANGUAGES);

describe("pluralCategory", () => {
  it("picks what Intl.PluralRules picks for whole numbers", () => {
    const counts = fc.oneof(
      fc.integer({ min: -3, max: 3_000 }),
      fc.integer({ min: 1, max: 50 }).map((n) => n * 1_000_000),
      fc.integer({ min: 0, max: 1e12 }),
    );
    fc.assert(
      fc.property(counts, language, (count, lang) => {
        expect(pluralCategory(lang, count)).toBe(new Intl.PluralRules(LOCALE_OF[lang]).select(count));
      }),
      { numRuns: 3_000 },
    );
  });

  it("picks what Intl.PluralRules picks for decimals", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 99_999 }).map((n) => n / 100),
        language,
        (count, lang) => {
          expect(pluralCategory(lang, count)).toBe(new Intl.PluralRules(LOCALE_OF[lang]).select(count));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("counts zero as singular in pt and plural in en and es (the '_zero' key covers the wording)", () => {
    expect([pluralCategory("pt", 0), pluralCategory("en", 0), pluralCategory("es", 0)]).toEqual([
      "one",
      "other",
      "other",
    ]);
  });
});
