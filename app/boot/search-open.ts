import {
  isSearchShortcut,
  OPEN_SEARCH_EVENT,
  SEARCH_CONNECTED_ATTRIBUTE,
  SEARCH_DIALOG_ATTRIBUTE,
  SEARCH_OPEN_ATTRIBUTE,
  SEARCH_OPENER_ATTRIBUTE,
} from "~/lib/search-shortcut";
import { SEARCH_PARAM, searchTermFromUrl } from "~/lib/search-url";
import { returnFocusIfLost } from "~/lib/return-focus";
import { HYDRATED_ATTRIBUTE } from "./boot-data";
import { afterNextFrame } from "./painted";

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

/**
 * Opens the search dialog with its field focused (and `term` in it) and loads its program; false when the page has none.
 *
 * The dialog is an HTML popover in the top layer, not `showModal()`: a modal dialog makes the whole page inert in the
 * same frame, and restyling it delayed the open dialog by 40–50 ms on the phone profile (decision 042). The page
 * behind becomes inert once the dialog is on screen (`inertBehind`), so it is as modal as `showModal()`'s a frame
 * later; Esc closes it natively (an auto popover), as does its close button (`popovertarget`).
 */
export function openSearchDialog(term?: string): boolean {
  const dialog = document.querySelector<HTMLDialogElement>(`dialog[${SEARCH_DIALOG_ATTRIBUTE}]`);
  if (!dialog) return false;
  if (dialog.matches(":popover-open")) return true;
  // The phone menu is a popover before hydration: it closes first, and gives focus back to its button. So does a
  // modal dialog (a docs picture), as at Esc: the search, a popover, would be inert behind it.
  for (const popover of document.querySelectorAll<HTMLElement>("[popover]")) popover.hidePopover?.();
  for (const modal of document.querySelectorAll<HTMLDialogElement>("dialog[open]"))
    if (modal.matches(":modal")) modal.close();
  for (const marked of document.querySelectorAll(`[${SEARCH_OPENER_ATTRIBUTE}]`))
    marked.removeAttribute(SEARCH_OPENER_ATTRIBUTE);
  if (document.activeElement !== document.body) document.activeElement?.setAttribute(SEARCH_OPENER_ATTRIBUTE, "");
  const input = dialog.querySelector("input");
  if (input && term !== undefined) input.value = term;
  dialog.showPopover();
  input?.focus();
  modalWhileOpen(dialog);
  // At the first opening, once the open dialog is on screen, its program and its index download side by side; the
  // program's own request for the index then reads it from the HTTP cache.
  if (dialog.hasAttribute(SEARCH_CONNECTED_ATTRIBUTE)) return true;
  const program = dialog.getAttribute("data-program");
  const index = dialog.getAttribute("data-index");
  afterNextFrame(() => {
    if (index) void fetch(index, { headers: { Accept: "application/json" } }).catch(() => undefined);
    if (program) void import(/* @vite-ignore */ program).catch(() => undefined);
  });
  return true;
}

/**
 * From the frame after the dialog shows until it closes, the page behind it is inert. It is live again before the
 * browser gives focus back to the control that opened the dialog; where it opened with nothing focused (from the
 * address), focus then goes to a search control.
 */
function modalWhileOpen(dialog: HTMLDialogElement): void {
  let restore: (() => void) | undefined;
  let closing = false;
  afterNextFrame(() => {
    if (!closing) restore = inertBehind(dialog);
  });
  const onBeforeToggle = (event: ToggleEvent) => {
    if (event.newState !== "closed") return;
    closing = true;
    restore?.();
    dialog.removeEventListener("beforetoggle", onBeforeToggle);
    dialog.addEventListener("toggle", returnFocus, { once: true });
  };
  dialog.addEventListener("beforetoggle", onBeforeToggle);
}

/** Makes inert everything outside `element` (each sibling of it and of its ancestors); returns how to undo it. */
function inertBehind(element: Element): () => void {
  const made: Element[] = [];
  for (let node = element; node.parentElement && node !== document.body; node = node.parentElement)
    for (const sibling of node.parentElement.children)
      if (sibling !== node && !sibling.hasAttribute("inert")) {
        sibling.setAttribute("inert", "");
        made.push(sibling);
      }
  return () => {
    for (const sibling of made) sibling.removeAttribute("inert");
  };
}

function returnFocus(): void {
  const opener = document.querySelector<HTMLElement>(`[${SEARCH_OPENER_ATTRIBUTE}]`);
  const visible = (element: HTMLElement | null) => element?.isConnected && element.checkVisibility?.() !== false;
  const target = visible(opener)
    ? opener
    : [...document.querySelectorAll<HTMLElement>(`[${SEARCH_OPEN_ATTRIBUTE}]`)].find(visible);
  // Unless focus moved on by itself (a result opened in place, a click elsewhere).
  returnFocusIfLost(target);
}
