import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_OF } from "~/i18n/languages";
import { formatNumber, formatPercent } from "./format-number";

const language = fc.constantFrom(...LANGUAGES);

describe("formatNumber", () => {
  it("writes what Intl writes for whole numbers in every language", () => {
    fc.assert(
      fc.property(fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }), language, (value, lang) => {
        expect(formatNumber(value, lang)).toBe(new Intl.NumberFormat(LOCALE_OF[lang]).format(value));
      }),
      { numRuns: 2_000 },
    );
  });

  it("writes what Intl writes for decimals with any fraction digits", () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e9, max: 1e9, noNaN: true }),
        fc.integer({ min: 0, max: 3 }),
        fc.integer({ min: 0, max: 3 }),
        language,
        (value, a, b, lang) => {
          const options = { minimumFractionDigits: Math.min(a, b), maximumFractionDigits: Math.max(a, b) };
          expect(formatNumber(value, lang, options)).toBe(
            new Intl.NumberFormat(LOCALE_OF[lang], options).format(value),
          );
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it("groups thousands with the language's separator", () => {
    expect(formatNumber(1234567.5, "pt")).toBe("1.234.567,5");
    expect(formatNumber(1234567.5, "en")).toBe("1,234,567.5");
    expect(formatNumber(1234567.5, "es")).toBe("1,234,567.5");
  });
});

describe("formatPercent", () => {
  it("writes what Intl writes for whole percentages", () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }), language, (hundredths, lang) => {
        const ratio = hundredths / 100;
        expect(formatPercent(ratio, lang)).toBe(
          new Intl.NumberFormat(LOCALE_OF[lang], { style: "percent", maximumFractionDigits: 0 }).format(ratio),
        );
      }),
    );
  });
});
