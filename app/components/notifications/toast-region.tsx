import { useEffect } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { TOAST_LIFETIME_MS, type Toast } from "~/lib/notifications";
import styles from "./toast-region.module.css";

/**
 * Stacked toasts, announced politely (errors assertively), removed on click or after 5 s. Its data attributes and
 * hidden icons are what the boot copies to show the same toasts before hydration (app/boot/toast-forms.ts).
 */
export function ToastRegion({ toasts, onDismiss }: { toasts: Toast[]; onDismiss: (index: number) => void }) {
  const { t } = useTranslation();
  const polite = toasts.filter((toast) => toast.status !== "error");
  const urgent = toasts.filter((toast) => toast.status === "error");
  return (
    <div
      className={styles.region}
      data-toast-region
      data-toast-item={styles.toast}
      data-toast-body={styles.body}
      data-toast-dismiss={t("toast.dismiss")}
    >
      <span hidden>
        <Icon name="check" size={20} />
        <Icon name="alert" size={20} />
      </span>
      <div role="status" aria-live="polite">
        <ol className={styles.list}>
          {polite.map((toast) => (
            <ToastItem key={toast.index} toast={toast} onDismiss={onDismiss} label={t("toast.dismiss")} />
          ))}
        </ol>
      </div>
      <div role="alert" aria-live="assertive">
        <ol className={styles.list}>
          {urgent.map((toast) => (
            <ToastItem key={toast.index} toast={toast} onDismiss={onDismiss} label={t("toast.dismiss")} />
          ))}
        </ol>
      </div>
    </div>
  );
}

function ToastItem({ toast, onDismiss, label }: { toast: Toast; onDismiss: (index: number) => void; label: string }) {
  useEffect(() => {
    const timer = window.setTimeout(() => onDismiss(toast.index), TOAST_LIFETIME_MS);
    return () => window.clearTimeout(timer);
  }, [toast.index, onDismiss]);
  return (
    <li className={styles.toast} data-status={toast.status} data-testid="toast">
      <button
        type="button"
        className={styles.body}
        onClick={() => onDismiss(toast.index)}
        aria-label={`${toast.message}. ${label}`}
      >
        <Icon name={toast.icon} size={20} />
        <span>{toast.message}</span>
      </button>
    </li>
  );
}
