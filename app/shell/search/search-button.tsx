import { useEffect, useState } from "react";
import { useNavigate } from "react-router";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { answerSearch } from "~/boot/search-open";
import { openSearch, SEARCH_NAVIGATE_EVENT } from "~/lib/search-shortcut";
import { SearchDialog } from "./search-dialog";
import styles from "./search.module.css";

/**
 * The header's search trigger and the dialog it opens. The dialog runs without React (search-dialog.tsx); hydrated,
 * this opens it through the boot, which also answers the shortcut and `?search=` (app/boot/search-open.ts), and a
 * chosen result navigates in place.
 */
export function SearchButton() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [mac, setMac] = useState(false);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    // The built page's boot has done it already; the dev server's page has no boot.
    answerSearch();
  }, []);

  useEffect(() => {
    const onNavigate = (event: Event) => {
      event.preventDefault();
      void navigate((event as CustomEvent<string>).detail);
    };
    window.addEventListener(SEARCH_NAVIGATE_EVENT, onNavigate);
    return () => window.removeEventListener(SEARCH_NAVIGATE_EVENT, onNavigate);
  }, [navigate]);

  return (
    <>
      <button
        type="button"
        data-requires-js
        className={styles.trigger}
        onClick={openSearch}
        aria-label={t("nav.search")}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        title={`${t("nav.search")} (${mac ? "⌘ K" : t("nav.searchShortcut")})`}
        data-testid="search-button"
        data-search-open=""
      >
        <Icon name="search" size={18} />
      </button>
      <SearchDialog />
    </>
  );
}
