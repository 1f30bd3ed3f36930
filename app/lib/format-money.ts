import { LOCALE_OF, type Language } from "~/i18n/languages";

export type Currency = "BRL";

/**
 * A money amount in the visitor's language, as Intl writes it (pt "R$ 1.799,90", en "R$1,799.90",
 * es "R$1,799.90", the Latin American way). Whole amounts drop the cents ("R$ 59"). Intl separates symbol and number
 * with a non-breaking space, which keeps a price on one line.
 */
export function formatMoney(amount: number, lang: Language, currency: Currency = "BRL"): string {
  const whole = Number.isInteger(amount);
  return new Intl.NumberFormat(LOCALE_OF[lang], {
    style: "currency",
    currency,
    currencyDisplay: "narrowSymbol",
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: whole ? 0 : 2,
  }).format(amount);
}
