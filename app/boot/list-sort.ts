import { DEFAULT_EVENT_SORT, parseSort, sortEvents } from "~/lib/events";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** On a list's sort selector: the id of the list it orders (its children are the items). */
const SORTS = "data-sorts";

/**
 * Puts the items of the selector's list in the chosen order (`sortEvents`, the rule of the server and of React's
 * list), read from each item's `data-end-date`, `data-id` and `data-upcoming`, and writes the choice into the
 * address as React's list does (`?sort=`, left out for the default), keeping the history entry's state.
 */
export function sortList(select: HTMLSelectElement): void {
  const list = document.getElementById(select.getAttribute(SORTS) ?? "");
  if (!list) return;
  const sort = parseSort(select.value);
  const items = [...list.children].map((element) => ({
    element,
    endDate: element.getAttribute("data-end-date") ?? "",
    id: Number(element.getAttribute("data-id")),
    upcoming: element.hasAttribute("data-upcoming"),
  }));
  list.append(...sortEvents(items, sort).map((item) => item.element));
  const url = new URL(location.href);
  if (sort === DEFAULT_EVENT_SORT) url.searchParams.delete(select.name);
  else url.searchParams.set(select.name, sort);
  history.replaceState(history.state, "", url);
}

/**
 * Inline after the events' sort selector: until React has hydrated, a choice orders the server's cards here, in
 * the same task and with no script requested. Hydrated, React reads the order from the address (or the selector).
 */
export default function sortListsBeforeHydration(): void {
  document.addEventListener("change", (event) => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    if (event.target instanceof HTMLSelectElement && event.target.hasAttribute(SORTS)) sortList(event.target);
  });
}
