import type { Language } from "../app/i18n/languages";
import { formatNumber, SEPARATORS } from "../app/lib/format-number";
import { NOT_PROSE } from "./site-copy";

/**
 * Every number in the copy is written as the site's formatter writes it for the language (pt-BR,
 * en, es-419; decision 059): "1.200 W" and "13,5 horas" in pt, "1,200 W" and "13.5 hours" in en and
 * es. A number is read the way its language reads it, then written again by formatNumber with as
 * many decimals as it had; the two must be the same text. Three decimals read as the other
 * language's thousands ("1.200" in es, "1,200" in pt), so prose never writes them.
 *
 * Not numbers: years (2025), identifiers glued to letters or signs (ESP32, GPIO-4, v1.2, 13.709/2018,
 * A4:CF, 18:30, 9999-9999, #3), numbers with a leading zero (08, 000.000.000) and code spans.
 */
const NUMBER = /(?<![\p{L}\d_.,:/#+\-–º°]|n\.º |No\. )\d(?:[\d.,]*\d)?(?![\p{L}\d_:/\-–]|[.,]\d)/gu;
const YEAR = /^(?:19|20)\d{2}$/;

/** The number a text means in the language, and its decimals; undefined when it cannot be one there. */
function read(text: string, lang: Language): { value: number; decimals: number } | undefined {
  const { group, decimal } = SEPARATORS[lang];
  const [whole = "", fraction, extra] = text.split(decimal);
  if (extra !== undefined || (fraction !== undefined && !/^\d+$/.test(fraction))) return undefined;
  const grouped = whole.split(group);
  if (grouped.length > 1 && !(/^\d{1,3}$/.test(grouped[0]!) && grouped.slice(1).every((g) => /^\d{3}$/.test(g))))
    return undefined;
  const digits = grouped.join("");
  if (!/^\d+$/.test(digits)) return undefined;
  return { value: Number(`${digits}.${fraction ?? "0"}`), decimals: fraction?.length ?? 0 };
}

/** The numbers of a line written otherwise than formatNumber writes them in the language. */
export function foreignNumbers(line: string, lang: Language): string[] {
  return [...line.replace(NOT_PROSE, " ").matchAll(NUMBER)]
    .map((match) => match[0])
    .filter((text) => !YEAR.test(text) && !/^0\d/.test(text))
    .filter((text) => {
      const number = read(text, lang);
      const digits = { minimumFractionDigits: number?.decimals, maximumFractionDigits: number?.decimals };
      return !number || number.decimals === 3 || formatNumber(number.value, lang, digits) !== text;
    });
}
