import {
  isSearchShortcut,
  OPEN_SEARCH_EVENT,
  SEARCH_CONNECTED_ATTRIBUTE,
  SEARCH_DIALOG_ATTRIBUTE,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_OPENER_ATTRIBUTE,
} from "~/lib/search-shortcut";
import { SEARCH_PARAM, searchTermFromUrl } from "~/lib/search-url";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** Set on window by the first `answerSearch()`: the inline boot's, or, where the page has none (dev), React's. */
const ANSWERED = Symbol.for("niot.search-answered");

/**
 * The site search needs no React (decision 039): its dialog is in the HTML (app/shell/search/search-dialog.tsx) and
 * a program of its own runs it (search-dialog-program.ts). This opens it, in the same task as the input, with its
 * field focused:
 * - at a click on a search control (`data-search-open`) until the page is hydrated; hydrated, those controls call
 *   `openSearch()` (the phone menu, a dialog of React's then, closes first);
 * - at the search shortcut (Ctrl/Cmd+K, "/" outside a field) and the open-search event, always;
 * - at load with `?search=<words>` in the address (the home page's WebSite SearchAction), the words typed in and
 *   taken out of the address.
 */
export function answerSearch(): void {
  const registry = window as unknown as Record<symbol, boolean | undefined>;
  if (registry[ANSWERED]) return;
  registry[ANSWERED] = true;
  document.addEventListener(
    "click",
    (event) => {
      if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
      if (!(event.target instanceof Element) || event.button) return;
      if (!event.target.closest(`[${SEARCH_OPEN_ATTRIBUTE}]`) || !openSearchDialog()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (!isSearchShortcut(event) || !openSearchDialog()) return;
      // "/" would otherwise be typed into the field that just took focus.
      event.preventDefault();
      event.stopImmediatePropagation();
    },
    true,
  );
  addEventListener(OPEN_SEARCH_EVENT, () => openSearchDialog());
  const term = searchTermFromUrl(location.search);
  if (term && openSearchDialog(term)) {
    const url = new URL(location.href);
    url.searchParams.delete(SEARCH_PARAM);
    history.replaceState(history.state, "", url);
  }
}

/** Opens the search dialog with its field focused (and `term` in it) and loads its program; false when the page has none. */
export function openSearchDialog(term?: string): boolean {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog[${SEARCH_DIALOG_ATTRIBUTE}]`);
  if (!dialog) return false;
  if (dialog.open) return true;
  // The phone menu is a popover before hydration: it closes first, and gives focus back to its button.
  for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) popover.hidePopover?.();
  for (const marked of document.querySelectorAll(`[${SEARCH_OPENER_ATTRIBUTE}]`))
    marked.removeAttribute(SEARCH_OPENER_ATTRIBUTE);
  if (document.activeElement !== document.body) document.activeElement?.setAttribute(SEARCH_OPENER_ATTRIBUTE, "");
  const input = dialog.querySelector("input");
  if (input && term !== undefined) input.value = term;
  dialog.showModal();
  input?.focus();
  // At the first opening, once the open dialog is on screen, its program and its index download side by side; the
  // program's own request for the index then reads it from the HTTP cache.
  if (dialog.hasAttribute(SEARCH_CONNECTED_ATTRIBUTE)) return true;
  const program = dialog.getAttribute("data-program");
  const index = dialog.getAttribute("data-index");
  requestAnimationFrame(() =>
    setTimeout(() => {
      if (index) void fetch(index, { headers: { Accept: "application/json" } }).catch(() => undefined);
      if (program) void import(/* @vite-ignore */ program).catch(() => undefined);
    }, 0),
  );
  return true;
}
