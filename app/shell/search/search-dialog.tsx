import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { SEARCH_DIALOG_ATTRIBUTE } from "~/lib/search-shortcut";
import { searchIndexUrl } from "~/lib/search-url";
// The program as a file of its own (Vite bundles it apart, like a worker's, and gives its address): the page loads it
// at the first opening of the search, with or without React.
import PROGRAM_URL from "./search-dialog-entry.ts?worker&url";
import { LIST_ID, SEARCH_DIALOG_CLASSES, type SearchDialogClasses } from "./search-dialog-parts";
import styles from "./search.module.css";

/**
 * What the program fills in: React leaves an element's inner HTML alone when it hydrates (the search may have been
 * used before), and the element's attributes are the program's too.
 */
const PROGRAM_OWNED = { dangerouslySetInnerHTML: { __html: "" }, suppressHydrationWarning: true };
const DIALOG_ID = "site-search";
const CLASSES = Object.fromEntries(SEARCH_DIALOG_CLASSES.map((name) => [name, styles[name]!])) as SearchDialogClasses;

/**
 * The site search's dialog as the HTML has it, closed. The boot opens it (app/boot/search-open.ts) and loads its
 * program (search-dialog-program.ts), which fetches the index (`data-index`) and answers the keys: the search works
 * the same before, during and after hydration, and React never renders its results. It is a popover in the top layer
 * (decision 042): Esc and the close button close it without any script.
 */
export function SearchDialog() {
  const { t, lang } = useTranslation();
  return (
    <dialog
      id={DIALOG_ID}
      popover="auto"
      className={styles.dialog}
      aria-modal="true"
      aria-labelledby="search-title"
      {...{ [SEARCH_DIALOG_ATTRIBUTE]: "" }}
      data-index={searchIndexUrl(lang)}
      data-program={PROGRAM_URL}
      data-classes={JSON.stringify(CLASSES)}
      data-testid="search-dialog"
      // The dialog, its field and its results are the program's once it runs, which can be before hydration.
      suppressHydrationWarning
    >
      <div className={styles.panel}>
        <h2 id="search-title" className="visually-hidden">
          {t("search.title")}
        </h2>
        <div className={styles.inputRow}>
          <Icon name="search" size={20} className={styles.inputIcon} />
          <input
            type="search"
            role="combobox"
            className={styles.input}
            placeholder={t("search.placeholder")}
            aria-label={t("search.inputLabel")}
            aria-expanded={false}
            aria-controls={LIST_ID}
            aria-autocomplete="list"
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
            suppressHydrationWarning
          />
          {/* Named by text, not aria-label: a label that does not hold the visible "Esc" fails WCAG 2.5.3. */}
          <button type="button" popoverTarget={DIALOG_ID} popoverTargetAction="hide" className={styles.close}>
            <span className="visually-hidden">{t("search.close")}</span>
            <kbd aria-hidden="true" className={styles.escKey}>
              Esc
            </kbd>
            <Icon name="close" size={20} className={styles.closeIcon} />
          </button>
        </div>
        <div className={styles.body}>
          <p className={styles.message} data-search-loading="" suppressHydrationWarning>
            {t("search.loading")}
          </p>
          <div className={styles.message} data-search-message="" hidden {...PROGRAM_OWNED} />
          <p id={`${LIST_ID}-label`} className={styles.listTitle} hidden {...PROGRAM_OWNED} />
          <div
            id={LIST_ID}
            role="listbox"
            aria-labelledby={`${LIST_ID}-label`}
            className={styles.list}
            hidden
            {...PROGRAM_OWNED}
          />
          <p role="status" className="visually-hidden" {...PROGRAM_OWNED} />
        </div>
        <div className={styles.hints} aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {t("search.hintNavigate")}
          </span>
          <span>
            <kbd>↵</kbd> {t("search.hintOpen")}
          </span>
          <span>
            <kbd>Esc</kbd> {t("search.hintClose")}
          </span>
        </div>
      </div>
    </dialog>
  );
}
