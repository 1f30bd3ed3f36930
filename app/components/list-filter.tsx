import LIST_FILTER_SCRIPT from "~/boot/list-filter.ts?inline-script";
import LIST_SORT_SCRIPT from "~/boot/list-sort.ts?inline-script";
import type { TFunction, TranslateOptions } from "~/i18n/translator";
import { InlineScript } from "./inline-script";

/** The program that filters a list before hydration (app/boot/list-filter.ts), inline with the page's nonce. */
export function ListFilterScript() {
  return <InlineScript source={LIST_FILTER_SCRIPT} />;
}

/** The program that orders a list before hydration (app/boot/list-sort.ts), inline with the page's nonce. */
export function ListSortScript() {
  return <InlineScript source={LIST_SORT_SCRIPT} />;
}

/**
 * What an element that counts a list's items needs for the program to say a new count: the list's id and the
 * words of each plural form of `key` (its `_zero`, `_one`, `_many` and `_other` keys), with `{{count}}` kept. Its
 * text may have changed before hydration: React keeps it then (a text mismatch would render the whole page anew,
 * losing what was typed) and writes its own count at the next render.
 */
export function countWordsProps(t: TFunction, key: string, listId: string) {
  const words: Record<string, string> = {};
  // A count that is not a number picks no plural form: the key's own words, with {{count}} written back.
  const keepCount = { count: "{{count}}", defaultValue: "" } as unknown as TranslateOptions;
  for (const form of ["zero", "one", "many", "other"]) {
    const text = t(`${key}_${form}`, keepCount);
    if (text) words[`data-${form}`] = text;
  }
  return { "data-count-of": listId, suppressHydrationWarning: true, ...words };
}
