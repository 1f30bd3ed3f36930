/**
 * Gives focus back to `target` after a dialog closed, unless the visitor already moved it elsewhere
 * (a dialog's close event can arrive after the next click or keystroke), such as into another dialog now open
 * (the site search, opened by its shortcut over a picture, closes the picture first).
 */
export function returnFocusIfLost(target: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  const dialog = active?.closest("dialog");
  if (!active || active === document.body || (dialog && !dialog.matches("[open], :popover-open")))
    target?.focus({ preventScroll: true });
}
