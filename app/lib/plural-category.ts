import type { Language } from "~/i18n/languages";

export type PluralCategory = "one" | "many" | "other";

/**
 * The CLDR plural category of a count, as Intl.PluralRules gives it for pt-BR, en and es-419,
 * without building Intl.PluralRules in the browser (decision 005): the unit tests hold these few
 * rules equal to Intl. pt counts 0 and 1 as "one", es and en only 1; a round million is "many" in
 * pt and es ("1 milhão de casos"). Whole numbers and plain decimals (no exponent) are supported.
 */
export function pluralCategory(lang: Language, count: number): PluralCategory {
  const n = Math.abs(count);
  const integer = Math.trunc(n);
  const whole = Number.isInteger(n);
  const roundMillion = whole && integer !== 0 && integer % 1_000_000 === 0;
  if (lang === "en") return whole && integer === 1 ? "one" : "other";
  if (lang === "es") return n === 1 ? "one" : roundMillion ? "many" : "other";
  return integer <= 1 ? "one" : roundMillion ? "many" : "other";
}
