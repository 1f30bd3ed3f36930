import { lazy, Suspense, useCallback, useEffect, useRef, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { returnFocusIfLost } from "~/lib/return-focus";
import {
  isSearchShortcut,
  OPEN_SEARCH_EVENT,
  SEARCH_OPENER_ATTRIBUTE,
  SEARCH_SHELL_ATTRIBUTE,
} from "~/lib/search-shortcut";
import { SEARCH_PARAM, searchTermFromUrl } from "~/lib/search-url";
import { SearchShell } from "./search-shell";
import styles from "./search.module.css";

/** The dialog, MiniSearch and the index stay out of every page's initial JavaScript. */
const SearchDialog = lazy(() => import("./search-dialog").then((module) => ({ default: module.SearchDialog })));
/** The header's search trigger; also listens for Ctrl/Cmd+K, "/", the open-search event and `?search=` in the address. */
export function SearchButton() {
  const { t, lang } = useTranslation();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  const [mac, setMac] = useState(false);
  const [initialQuery, setInitialQuery] = useState("");
  const location = useLocation();
  const navigate = useNavigate();
  const buttonRef = useRef<HTMLButtonElement>(null);
  const returnFocus = useRef<HTMLElement | null>(null);

  const show = useCallback(() => {
    const active = document.activeElement;
    returnFocus.current = active instanceof HTMLElement && active !== document.body ? active : buttonRef.current;
    setMounted(true);
    setOpen(true);
  }, []);

  const hide = useCallback(() => {
    setOpen(false);
    setInitialQuery("");
    const target = returnFocus.current?.isConnected ? returnFocus.current : buttonRef.current;
    returnFocusIfLost(target);
  }, []);

  // A search the boot opened before hydration (the shell) becomes the dialog; focus returns where it was before.
  useEffect(() => {
    if (!document.querySelector<HTMLDialogElement>(`dialog[${SEARCH_SHELL_ATTRIBUTE}]`)?.open) return;
    returnFocus.current = document.querySelector<HTMLElement>(`[${SEARCH_OPENER_ATTRIBUTE}]`) ?? buttonRef.current;
    setMounted(true);
    setOpen(true);
  }, []);

  useEffect(() => {
    setMac(/Mac|iPhone|iPad/.test(navigator.platform || navigator.userAgent));
    const onKey = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      if (!open) show();
    };
    window.addEventListener("keydown", onKey);
    window.addEventListener(OPEN_SEARCH_EVENT, show);
    return () => {
      window.removeEventListener("keydown", onKey);
      window.removeEventListener(OPEN_SEARCH_EVENT, show);
    };
  }, [open, show]);

  // An address such as /?search=painel (the WebSite SearchAction of the home page) opens the search with the
  // words typed in, once: the parameter leaves the address so a reload or a language switch does not reopen it.
  useEffect(() => {
    const term = searchTermFromUrl(location.search);
    if (!term) return;
    setInitialQuery(term);
    show();
    const params = new URLSearchParams(location.search);
    params.delete(SEARCH_PARAM);
    const rest = params.toString();
    void navigate(
      { pathname: location.pathname, search: rest ? `?${rest}` : "", hash: location.hash },
      { replace: true, preventScrollReset: true },
    );
  }, [location, navigate, show]);

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        data-requires-js
        className={styles.trigger}
        onClick={show}
        aria-label={t("nav.search")}
        aria-haspopup="dialog"
        aria-keyshortcuts="Control+K Meta+K /"
        title={`${t("nav.search")} (${mac ? "⌘ K" : t("nav.searchShortcut")})`}
        data-testid="search-button"
        data-search-open=""
      >
        <Icon name="search" size={18} />
      </button>
      <SearchShell />
      {mounted && (
        <Suspense fallback={null}>
          <SearchDialog open={open} lang={lang} initialQuery={initialQuery} onClose={hide} />
        </Suspense>
      )}
    </>
  );
}
