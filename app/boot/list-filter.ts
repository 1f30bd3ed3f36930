import type { Language } from "~/i18n/languages";
import { matchesSearch } from "~/lib/events";
import { pluralCategory } from "~/lib/plural-category";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** On a list's search field: the id of the list it filters (its children are the items). */
const FILTERS = "data-filters";
/** On an element that says how many items show: the list's id; `data-one`, `data-many`, `data-other` and `data-zero` hold its words. */
const COUNT_OF = "data-count-of";

/**
 * Shows the items of the field's list that hold every word typed, ignoring case and accents (`matchesSearch`, the
 * rule React's lists follow once hydrated), read from what each item shows and its tags (`data-tag`), and says
 * how many. React's list, hydrated, renders its own answer from the same words.
 */
export function filterList(field: HTMLInputElement): void {
  const list = document.getElementById(field.getAttribute(FILTERS) ?? "");
  if (!list) return;
  let shown = 0;
  for (const item of list.children) {
    const tags = [...item.querySelectorAll("[data-tag]")].map((tag) => tag.getAttribute("data-tag") ?? "");
    const match = matchesSearch([item.textContent ?? "", ...tags], field.value);
    (item as HTMLElement).hidden = !match;
    if (match) shown++;
  }
  for (const count of document.querySelectorAll<HTMLElement>(`[${COUNT_OF}="${list.id}"]`))
    count.textContent = countWords(count, shown);
}

function countWords(element: HTMLElement, count: number): string {
  const lang = document.documentElement.lang.slice(0, 2) as Language;
  const zero = count === 0 ? element.getAttribute("data-zero") : null;
  const words =
    zero ?? element.getAttribute(`data-${pluralCategory(lang, count)}`) ?? element.getAttribute("data-other");
  return (words ?? "").replace("{{count}}", String(count));
}

/**
 * Inline after a list's search form (the events and the showcase): until React has hydrated (which focus in the
 * form starts), each key typed filters the list here, in the same task and with no script requested.
 */
export default function filterListsBeforeHydration(): void {
  document.addEventListener("input", (event) => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    if (event.target instanceof HTMLInputElement && event.target.hasAttribute(FILTERS)) filterList(event.target);
  });
}
