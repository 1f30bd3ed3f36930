import type { Language } from "~/i18n/languages";

/** Month names as Intl's long dates write them; see format-number.ts for why not Intl itself. */
const MONTHS: Record<Language, readonly string[]> = {
  pt: [
    "janeiro",
    "fevereiro",
    "março",
    "abril",
    "maio",
    "junho",
    "julho",
    "agosto",
    "setembro",
    "outubro",
    "novembro",
    "dezembro",
  ],
  en: [
    "January",
    "February",
    "March",
    "April",
    "May",
    "June",
    "July",
    "August",
    "September",
    "October",
    "November",
    "December",
  ],
  es: [
    "enero",
    "febrero",
    "marzo",
    "abril",
    "mayo",
    "junio",
    "julio",
    "agosto",
    "septiembre",
    "octubre",
    "noviembre",
    "diciembre",
  ],
};

/** A calendar date (YYYY-MM-DD) written out in the visitor's language, the same on server and client. */
export function formatDate(isoDate: string, lang: Language): string {
  const [year, month, day] = isoDate.slice(0, 10).split("-").map(Number);
  const name = MONTHS[lang][(month ?? 1) - 1];
  return lang === "en" ? `${name} ${day}, ${year}` : `${day} de ${name} de ${year}`;
}
