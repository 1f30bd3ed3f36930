import { useEffect, useRef, type ReactNode } from "react";
import styles from "./slide-tab.module.css";

/**
 * A side panel (spec §4 "Slide tab"): a modal dialog, so focus is trapped and returned; backdrop click
 * closes. With `popover` (before hydration) it is an HTML popover instead, opened by a `popovertarget`
 * button without any script.
 */
export function SlideTab({
  id,
  open,
  onClose,
  label,
  popover = false,
  children,
}: {
  id?: string;
  open: boolean;
  onClose: () => void;
  label: string;
  popover?: boolean;
  children: ReactNode;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; Escape does natively
    <dialog
      ref={dialog}
      id={id}
      popover={popover ? "auto" : undefined}
      className={styles.panel}
      aria-label={label}
      onClose={onClose}
      onClick={(event) => {
        if (event.target === dialog.current) onClose();
      }}
    >
      <div className={styles.content}>{children}</div>
    </dialog>
  );
}
