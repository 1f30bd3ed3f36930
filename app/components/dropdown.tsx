import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { useHydrated } from "~/components/use-hydrated";
import { Icon } from "./icon";
import styles from "./dropdown.module.css";

/**
 * A disclosure menu built on the HTML popover: the button opens and closes it, Esc and an outside
 * click close it (spec §4), all before and without JavaScript. Once hydrated, arrow keys move between
 * entries, leaving the menu with Tab closes it, and choosing an entry gives focus back to the button.
 */
export function Dropdown({
  label,
  buttonLabel,
  children,
  align = "end",
}: {
  label: ReactNode;
  buttonLabel?: string;
  children: (close: () => void) => ReactNode;
  align?: "start" | "end";
}) {
  const [open, setOpen] = useState(false);
  const hydrated = useHydrated();
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panel = useRef<HTMLDivElement>(null);
  const id = useId();

  useEffect(() => {
    const element = panel.current;
    if (!element) return;
    // A menu opened before the scripts ran is already open.
    setOpen(element.matches(":popover-open"));
    const onToggle = (event: Event) => setOpen((event as ToggleEvent).newState === "open");
    element.addEventListener("toggle", onToggle);
    return () => element.removeEventListener("toggle", onToggle);
  }, []);

  const close = () => {
    const focusInside = panel.current?.contains(document.activeElement) ?? false;
    if (panel.current?.matches(":popover-open")) panel.current.hidePopover();
    if (focusInside) button.current?.focus();
  };

  const moveFocus = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = [...(panel.current?.querySelectorAll<HTMLElement>("[data-dropdown-item]") ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    if (!panel.current?.matches(":popover-open")) panel.current?.showPopover();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (current + 1) % items.length : (current - 1 + items.length) % items.length;
    items[next]?.focus();
  };

  return (
    // eslint-disable-next-line jsx-a11y/no-static-element-interactions -- arrow keys and blur bubble up from the button and items
    <div
      className={styles.root}
      ref={root}
      onKeyDown={moveFocus}
      onBlur={(event) => {
        const to = event.relatedTarget as Node | null;
        if (to && !root.current?.contains(to) && panel.current?.matches(":popover-open")) panel.current.hidePopover();
      }}
    >
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        popoverTarget={id}
        // Before hydration the browser tells the popover's state itself.
        aria-expanded={hydrated ? open : undefined}
        aria-label={buttonLabel}
      >
        {label}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div id={id} ref={panel} popover="auto" className={styles.panel} data-align={align}>
        {/* eslint-disable-next-line react-hooks/refs -- an item calls close when clicked, never while rendering */}
        {children(close)}
      </div>
    </div>
  );
}
