interface KeyLike {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  shiftKey?: boolean;
  isComposing?: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}

const TEXT_INPUT_TYPES = new Set([
  "text",
  "search",
  "email",
  "url",
  "tel",
  "password",
  "number",
  "date",
  "datetime-local",
  "month",
  "time",
  "week",
]);

/** True while the visitor types: a text field, a text area, a select or editable content has the key. */
export function isTypingTarget(target: EventTarget | null): boolean {
  if (!target || typeof (target as Element).tagName !== "string") return false;
  const element = target as HTMLElement;
  const tag = element.tagName.toLowerCase();
  if (tag === "textarea" || tag === "select") return true;
  if (tag === "input") return TEXT_INPUT_TYPES.has(((element as HTMLInputElement).type || "text").toLowerCase());
  return element.isContentEditable === true || element.getAttribute?.("contenteditable") === "true";
}

/** Ctrl+K or Cmd+K anywhere; "/" only when the visitor is not typing in a field. */
export function isSearchShortcut(event: KeyLike): boolean {
  if (event.defaultPrevented || event.isComposing) return false;
  if ((event.ctrlKey || event.metaKey) && !event.altKey && !event.shiftKey && event.key.toLowerCase() === "k")
    return true;
  return event.key === "/" && !event.ctrlKey && !event.metaKey && !event.altKey && !isTypingTarget(event.target);
}

/** Any part of the page may open the search (the docs index has a button for it). */
export const OPEN_SEARCH_EVENT = "niot:open-search";
export const openSearch = () => window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));

/** Marks every control that opens the site search: before hydration the boot answers it (app/boot/search-open.ts). */
export const SEARCH_OPEN_ATTRIBUTE = "data-search-open";
/** The search dialog in the HTML (app/shell/search/search-dialog.tsx), which the boot opens and its program runs. */
export const SEARCH_DIALOG_ATTRIBUTE = "data-search-dialog";
/** Set on the dialog by its program once it runs it. */
export const SEARCH_CONNECTED_ATTRIBUTE = "data-search-connected";
/** Set by the boot on the element focus returns to when the search closes. */
export const SEARCH_OPENER_ATTRIBUTE = "data-search-opener";
/**
 * Sent (cancelable, `detail`: the address) when a search result is chosen: a hydrated page navigates in place and
 * cancels it; otherwise the program loads the address.
 */
export const SEARCH_NAVIGATE_EVENT = "niot:search-navigate";
