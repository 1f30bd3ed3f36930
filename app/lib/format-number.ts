import type { Language } from "~/i18n/languages";

/**
 * Numbers written the way Intl writes them in our three languages (pt-BR, en, es-419), without Intl.
 * In the browser the first Intl.NumberFormat or DateTimeFormat of a page loads locale data, a long
 * task on a phone (decision 005 has the measurement). These few rules cost nothing, and the server
 * and every browser write the same text. The unit tests hold them equal to Node's Intl.
 */
export const SEPARATORS: Record<Language, { group: string; decimal: string }> = {
  pt: { group: ".", decimal: "," },
  en: { group: ",", decimal: "." },
  es: { group: ",", decimal: "." },
};

export interface FractionDigits {
  minimumFractionDigits?: number;
  maximumFractionDigits?: number;
}

/** Like Intl.NumberFormat's default style: grouped thousands, at most three decimals unless told. */
export function formatNumber(
  value: number,
  lang: Language,
  { minimumFractionDigits = 0, maximumFractionDigits = Math.max(3, minimumFractionDigits) }: FractionDigits = {},
): string {
  const { group, decimal } = SEPARATORS[lang];
  const [whole = "0", fraction = ""] = Math.abs(value).toFixed(maximumFractionDigits).split(".");
  const decimals = fraction.replace(/0+$/, "").padEnd(minimumFractionDigits, "0");
  const sign = value < 0 || Object.is(value, -0) ? "-" : "";
  return `${sign}${whole.replace(/\B(?=(\d{3})+$)/g, group)}${decimals ? decimal + decimals : ""}`;
}

/** A ratio as a whole percentage: 0.75 → "75%" in all three languages. */
export function formatPercent(ratio: number, lang: Language): string {
  return `${formatNumber(ratio * 100, lang, { maximumFractionDigits: 0 })}%`;
}
