import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_OF } from "~/i18n/languages";
import { formatMoney } from "./format-money";

/** Intl puts a no-break space (U+00A0) between symbol and number where the language uses one. */
const NBSP = "\u00a0";

describe("formatMoney", () => {
  it("writes Brazilian reais the Brazilian way in pt", () => {
    expect(formatMoney(1799.9, "pt")).toBe(`R$${NBSP}1.799,90`);
    expect(formatMoney(3499.9, "pt")).toBe(`R$${NBSP}3.499,90`);
  });

  it("writes reais the English way in en", () => {
    expect(formatMoney(1799.9, "en")).toBe("R$1,799.90");
    expect(formatMoney(3499.9, "en")).toBe("R$3,499.90");
  });

  it("writes reais the Spanish way in es", () => {
    expect(formatMoney(1799.9, "es")).toBe("R$1,799.90");
    expect(formatMoney(3499.9, "es")).toBe("R$3,499.90");
  });

  it("drops the cents of a whole amount", () => {
    expect(formatMoney(59, "pt")).toBe(`R$${NBSP}59`);
    expect(formatMoney(59, "en")).toBe("R$59");
    expect(formatMoney(59, "es")).toBe("R$59");
  });

  it("groups large whole amounts", () => {
    expect(formatMoney(1_000_000, "pt")).toBe(`R$${NBSP}1.000.000`);
    expect(formatMoney(1_000_000, "en")).toBe("R$1,000,000");
    expect(formatMoney(1_000_000, "es")).toBe("R$1,000,000");
  });

  it("keeps the no-break space so a price never wraps", () => {
    expect(formatMoney(1799.9, "pt")).not.toContain(" ");
  });

  it("writes what Intl writes for any amount in cents, in every language", () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), fc.constantFrom(...LANGUAGES), (cents, lang) => {
        const amount = cents / 100;
        const digits = Number.isInteger(amount) ? 0 : 2;
        const intl = new Intl.NumberFormat(LOCALE_OF[lang], {
          style: "currency",
          currency: "BRL",
          currencyDisplay: "narrowSymbol",
          minimumFractionDigits: digits,
          maximumFractionDigits: digits,
        });
        expect(formatMoney(amount, lang)).toBe(intl.format(amount));
      }),
      { numRuns: 2_000 },
    );
  });
});
