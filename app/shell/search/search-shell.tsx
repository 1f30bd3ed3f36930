import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { searchIndexUrl } from "~/lib/search-url";
import styles from "./search.module.css";

/**
 * The search dialog as the HTML has it, closed: the boot opens it at the first tap on a search control, with its
 * field focused, before React has loaded (app/boot/search-shell.ts), and hydration starts. Once hydrated, the
 * real dialog (search-dialog.tsx) opens in its place with what was typed here, and this one closes; its index
 * (`data-index`) is fetched from the opening on, beside the hydration. Esc and the
 * close button close it without scripts (a dialog form).
 */
export function SearchShell() {
  const { t, lang } = useTranslation();
  return (
    <dialog
      className={styles.dialog}
      aria-labelledby="search-shell-title"
      data-search-shell=""
      data-index={searchIndexUrl(lang)}
      data-testid="search-shell"
    >
      <div className={styles.panel}>
        <h2 id="search-shell-title" className="visually-hidden">
          {t("search.title")}
        </h2>
        <div className={styles.inputRow}>
          <Icon name="search" size={20} className={styles.inputIcon} />
          <input
            type="search"
            className={styles.input}
            placeholder={t("search.placeholder")}
            aria-label={t("search.inputLabel")}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <form method="dialog" className={styles.closeForm}>
            <button className={styles.close}>
              <span className="visually-hidden">{t("search.close")}</span>
              <kbd aria-hidden="true" className={styles.escKey}>
                Esc
              </kbd>
              <Icon name="close" size={20} className={styles.closeIcon} />
            </button>
          </form>
        </div>
        <div className={styles.body}>
          <p className={styles.message} role="status">
            {t("search.loading")}
          </p>
        </div>
      </div>
    </dialog>
  );
}
