import { LOCALE_OF, type Language } from "~/i18n/languages";

/** A calendar date (YYYY-MM-DD) written out in the visitor's language, the same on server and client. */
export function formatDate(isoDate: string, lang: Language): string {
  return new Intl.DateTimeFormat(LOCALE_OF[lang], { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${isoDate}T00:00:00Z`));
}
