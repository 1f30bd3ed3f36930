/**
 * jsdom has no HTML popovers: a stand-in for what the site's code uses of them. `showPopover()` and `hidePopover()`
 * fire `beforetoggle` at once and `toggle` in a later task, with `newState`, and `matches(":popover-open")` answers
 * as the browser does. jsdom's own styles hide a dialog without `open`; the site's stylesheets show one that is an
 * open popover (search.module.css), which the stand-in does with an inline style. Installed once per test file
 * (`installPopoverStandIn()` in a `beforeAll`).
 */
const shown = new WeakSet<Element>();

function toggleEvent(type: string, newState: "open" | "closed"): Event {
  return Object.assign(new Event(type), { newState, oldState: newState === "open" ? "closed" : "open" });
}

function setShown(element: HTMLElement, open: boolean) {
  if (shown.has(element) === open) return;
  const newState = open ? "open" : "closed";
  element.dispatchEvent(toggleEvent("beforetoggle", newState));
  if (open) shown.add(element);
  else shown.delete(element);
  if (element instanceof HTMLDialogElement) element.style.display = open ? "block" : "";
  setTimeout(() => element.dispatchEvent(toggleEvent("toggle", newState)), 0);
}

export function installPopoverStandIn(): void {
  const matches = Element.prototype.matches;
  Element.prototype.matches = function (this: Element, selectors: string) {
    return selectors === ":popover-open" ? shown.has(this) : matches.call(this, selectors);
  };
  HTMLElement.prototype.showPopover = function (this: HTMLElement) {
    setShown(this, true);
  };
  HTMLElement.prototype.hidePopover = function (this: HTMLElement) {
    setShown(this, false);
  };
}
