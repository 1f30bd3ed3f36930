import {
  isSearchShortcut,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_OPENER_ATTRIBUTE,
  SEARCH_SHELL_ATTRIBUTE,
} from "~/lib/search-shortcut";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

/**
 * Until React has hydrated, a search control (`data-search-open`) or the search shortcut opens the dialog's shell
 * that the HTML carries (app/shell/search/search-shell.tsx) with its field focused, in the same task, and calls
 * `onOpen` (the on-demand boot starts hydration there). Hydrated, React's dialog takes the shell's place with what
 * the visitor typed meanwhile, and its own handlers answer every later use.
 */
export function answerSearchBeforeHydration(onOpen: () => void): void {
  const hydrated = () => document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE);
  document.addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element) || event.button) return;
      if (!event.target.closest(`[${SEARCH_OPEN_ATTRIBUTE}]`) || !openSearchShell()) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      onOpen();
    },
    true,
  );
  document.addEventListener(
    "keydown",
    (event) => {
      if (hydrated() || !isSearchShortcut(event) || !openSearchShell()) return;
      // "/" would otherwise be typed into the field that just took focus.
      event.preventDefault();
      event.stopImmediatePropagation();
      onOpen();
    },
    true,
  );
}

/** Opens the shell with its field focused; false when the page has none. */
export function openSearchShell(): boolean {
  const shell = document.querySelector<HTMLDialogElement>(`dialog[${SEARCH_SHELL_ATTRIBUTE}]`);
  if (!shell) return false;
  if (shell.open) return true;
  // The phone menu is a popover before hydration: it closes first, and gives focus back to its button.
  for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) popover.hidePopover?.();
  for (const marked of document.querySelectorAll(`[${SEARCH_OPENER_ATTRIBUTE}]`))
    marked.removeAttribute(SEARCH_OPENER_ATTRIBUTE);
  document.activeElement?.setAttribute(SEARCH_OPENER_ATTRIBUTE, "");
  shell.showModal();
  shell.querySelector("input")?.focus();
  // The index downloads while the page hydrates, once the open dialog is on screen; the dialog's own request then
  // reads it from the HTTP cache.
  const index = shell.getAttribute("data-index");
  if (index)
    requestAnimationFrame(() =>
      setTimeout(() => void fetch(index, { headers: { Accept: "application/json" } }).catch(() => undefined), 0),
    );
  return true;
}
