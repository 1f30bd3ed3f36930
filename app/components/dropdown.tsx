import { useEffect, useId, useRef, useState, type ReactNode } from "react";
import { flushSync } from "react-dom";
import { Icon } from "./icon";
import styles from "./dropdown.module.css";

/**
 * A disclosure menu: the button toggles a list of links or buttons; Esc and an outside click close it
 * (spec §4), arrow keys move between entries, and focus returns to the button on Esc.
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
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const id = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key === "Escape") {
        setOpen(false);
        button.current?.focus();
      }
    };
    document.addEventListener("pointerdown", onPointer);
    document.addEventListener("keydown", onKey);
    return () => {
      document.removeEventListener("pointerdown", onPointer);
      document.removeEventListener("keydown", onKey);
    };
  }, [open]);

  // Choosing an entry closes the menu; if the choice was made from inside it, focus goes back to the button
  // instead of falling to the page's start with the now hidden entry.
  const close = () => {
    const focusInside = root.current?.contains(document.activeElement) ?? false;
    setOpen(false);
    if (focusInside) button.current?.focus();
  };

  const moveFocus = (event: React.KeyboardEvent) => {
    if (event.key !== "ArrowDown" && event.key !== "ArrowUp") return;
    const items = [...(root.current?.querySelectorAll<HTMLElement>("[data-dropdown-item]") ?? [])];
    if (items.length === 0) return;
    event.preventDefault();
    const current = items.indexOf(document.activeElement as HTMLElement);
    const next = event.key === "ArrowDown" ? (current + 1) % items.length : (current - 1 + items.length) % items.length;
    // Opening is committed before focusing, so a second key pressed right after the first already finds focus
    // inside the menu (a deferred focus let quick presses all count from the button).
    if (!open) flushSync(() => setOpen(true));
    items[next]?.focus();
  };

  return (
    <div className={styles.root} ref={root} onKeyDown={moveFocus} onBlur={(event) => {
      if (open && !root.current?.contains(event.relatedTarget as Node | null) && event.relatedTarget) setOpen(false);
    }}>
      <button
        ref={button}
        type="button"
        className={styles.trigger}
        aria-expanded={open}
        aria-controls={id}
        aria-label={buttonLabel}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
        <Icon name="chevronDown" size={16} className={styles.chevron} />
      </button>
      <div id={id} className={styles.panel} data-align={align} hidden={!open}>
        {children(close)}
      </div>
    </div>
  );
}
