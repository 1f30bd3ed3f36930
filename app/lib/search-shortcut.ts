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

/** Marks every control that opens the site search: before hydration the boot answers it (app/boot/search-shell.ts). */
export const SEARCH_OPEN_ATTRIBUTE = "data-search-open";
/** The search dialog's shell in the HTML, which the boot opens before React has the dialog (search-shell.tsx). */
export const SEARCH_SHELL_ATTRIBUTE = "data-search-shell";
/** Set by the boot on the element focus returns to when a search opened before hydration closes. */
export const SEARCH_OPENER_ATTRIBUTE = "data-search-opener";
