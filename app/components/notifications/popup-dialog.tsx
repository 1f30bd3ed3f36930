import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { answerPopup, type PopupState, type Toast } from "~/lib/notifications";
import styles from "./popup-dialog.module.css";

/** The confirm popup of spec §4: a modal dialog that traps focus and gives it back on close. */
export function PopupDialog({
  state,
  onClose,
  notify,
}: {
  state: PopupState;
  onClose: () => void;
  notify: (toast: Omit<Toast, "index">) => void;
}) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (state.status && !element.open) element.showModal();
    if (!state.status && element.open) element.close();
  }, [state.status]);

  const answer = (choice: "confirm" | "cancel") => {
    if (!state.info) return;
    const toast = answerPopup(state.info, choice, t("popup.cancelled"));
    if (toast) notify(toast);
    onClose();
  };
  const info = state.info;
  return (
    <dialog
      ref={dialog}
      className={styles.dialog}
      aria-labelledby="popup-message"
      onCancel={(event) => {
        event.preventDefault();
        answer("cancel");
      }}
    >
      {info && (
        <div className={styles.content}>
          {info.icon && <Icon name={info.icon} size={32} />}
          <p id="popup-message" className={styles.message}>
            {info.message}
          </p>
          <div className={styles.actions}>
            {!info.hiddenCancel && (
              <button type="button" className="button button-secondary" onClick={() => answer("cancel")}>
                {info.cancelText ?? t("popup.cancel")}
              </button>
            )}
            <button type="button" className="button button-primary" onClick={() => answer("confirm")}>
              {info.confirmText ?? t("popup.ok")}
            </button>
          </div>
        </div>
      )}
    </dialog>
  );
}
