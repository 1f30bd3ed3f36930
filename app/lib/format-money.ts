import type { Language } from "~/i18n/languages";
import { formatNumber } from "./format-number";

/** Brazilian Portuguese separates the symbol with a no-break space, which keeps a price on one line. */
const REAIS: Record<Language, string> = { pt: "R$\u00a0", en: "R$", es: "R$" };

/**
 * An amount in Brazilian reais in the visitor's language, as Intl writes it (pt "R$ 1.799,90",
 * en "R$1,799.90", es "R$1,799.90", the Latin American way). Whole amounts drop the cents ("R$ 59").
 */
export function formatMoney(amount: number, lang: Language): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const sign = amount < 0 ? "-" : "";
  return `${sign}${REAIS[lang]}${formatNumber(Math.abs(amount), lang, { minimumFractionDigits: digits, maximumFractionDigits: digits })}`;
}
