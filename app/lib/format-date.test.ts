import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_OF } from "~/i18n/languages";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes the date per language, without time-zone drift", () => {
    expect(formatDate("2025-01-02", "pt")).toBe("2 de janeiro de 2025");
    expect(formatDate("2025-01-02", "en")).toBe("January 2, 2025");
    expect(formatDate("2025-01-02", "es")).toBe("2 de enero de 2025");
  });

  it("writes what Intl's long date writes, for any day in any language", () => {
    const day = fc.date({
      min: new Date("1990-01-01T00:00:00Z"),
      max: new Date("2100-12-31T00:00:00Z"),
      noInvalidDate: true,
    });
    fc.assert(
      fc.property(day, fc.constantFrom(...LANGUAGES), (date, lang) => {
        const iso = date.toISOString().slice(0, 10);
        const intl = new Intl.DateTimeFormat(LOCALE_OF[lang], { dateStyle: "long", timeZone: "UTC" }).format(
          new Date(`${iso}T00:00:00Z`),
        );
        expect(formatDate(iso, lang)).toBe(intl);
      }),
      { numRuns: 2_000 },
    );
  });
});
