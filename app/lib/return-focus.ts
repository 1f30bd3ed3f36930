/**
 * Gives focus back to `target` after a dialog closed, unless the visitor already moved it elsewhere
 * (a dialog's close event can arrive after the next click or keystroke).
 */
export function returnFocusIfLost(target: HTMLElement | null | undefined): void {
  const active = document.activeElement;
  if (!active || active === document.body || active.closest("dialog")) target?.focus({ preventScroll: true });
}
