import { LOCALE_OF, type Language } from "~/i18n/languages";

/**
 * Built on first use, not during render: the log lists devices only after the visitor acts, and a
 * new Intl formatter costs tens of milliseconds of locale data in the browser.
 */
const lists = new Map<Language, Intl.ListFormat>();

/** Device names joined the way each language lists them ("luz, ar e TV" / "light, AC, and TV"). */
export function joinNames(names: readonly string[], lang: Language): string {
  let list = lists.get(lang);
  if (!list) {
    list = new Intl.ListFormat(LOCALE_OF[lang], { type: "conjunction" });
    lists.set(lang, list);
  }
  return list.format(names);
}
