import { useEffect, useId, useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "~/i18n/react";
import type { ShowcaseCard } from "~/content/showcase-content.server";
import { countWordsProps, ListFilterScript } from "~/components/list-filter";
import { CaseCard } from "./case-card";

const GRID_ID = "showcase-grid";
import { searchCases } from "./search-cases";
import styles from "./case-search.module.css";

/**
 * The search bar and the grid it filters, in the page's language. Without JavaScript the form
 * submits ?q= and the loader's initial query filters the server render the same way. The page loads its
 * scripts on demand: focus in the form hydrates it, and what was typed meanwhile becomes the query.
 */
export function CaseSearch({ cases, initialQuery }: { cases: ShowcaseCard[]; initialQuery: string }) {
  const { t } = useTranslation("showcase");
  const [query, setQuery] = useState(initialQuery);
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  useEffect(() => {
    const typed = input.current?.value;
    if (typed !== undefined && typed !== initialQuery) setQuery(typed);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  const results = useMemo(() => searchCases(cases, query), [cases, query]);
  const term = query.trim();

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const url = new URL(window.location.href);
    if (term) url.searchParams.set("q", term);
    else url.searchParams.delete("q");
    window.history.replaceState(window.history.state, "", url);
  };

  const clear = () => {
    setQuery("");
    input.current?.focus();
  };

  return (
    <>
      <form role="search" method="get" className={styles.form} onSubmit={onSubmit}>
        <label htmlFor={inputId} className="visually-hidden">
          {t("list.searchLabel")}
        </label>
        <svg
          className={styles.icon}
          width="20"
          height="20"
          viewBox="0 0 24 24"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.35-4.35" />
        </svg>
        <input
          ref={input}
          id={inputId}
          type="search"
          name="q"
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          placeholder={t("list.searchPlaceholder")}
          autoComplete="off"
          spellCheck={false}
          className={styles.input}
          data-testid="showcase-search"
          data-filters={GRID_ID}
        />
        {query && (
          <button type="button" className={styles.clear} onClick={clear} aria-label={t("list.clear")}>
            <svg
              width="18"
              height="18"
              viewBox="0 0 24 24"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
              aria-hidden="true"
              focusable="false"
            >
              <path d="M18 6 6 18M6 6l12 12" />
            </svg>
          </button>
        )}
        <button type="submit" className={`button button-primary ${styles.submit}`}>
          {t("list.search")}
        </button>
        <ListFilterScript />
      </form>
      <p
        className={styles.count}
        aria-live="polite"
        data-testid="showcase-count"
        {...countWordsProps(t, "list.count", GRID_ID)}
      >
        {t("list.count", { count: results.length })}
      </p>
      {results.length > 0 ? (
        <ul className={styles.grid} id={GRID_ID} aria-label={t("list.title")}>
          {results.map((item, index) => (
            <li key={item.id}>
              <CaseCard item={item} eager={index < 3} />
            </li>
          ))}
        </ul>
      ) : (
        <div className={styles.empty} data-testid="showcase-empty">
          <svg
            width="56"
            height="56"
            viewBox="0 0 24 24"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.5"
            strokeLinecap="round"
            aria-hidden="true"
            focusable="false"
          >
            <path d="M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16zm10 2-4.35-4.35M8.5 8.5l5 5m0-5-5 5" />
          </svg>
          <p className={styles.emptyTitle}>{t("list.emptyTitle", { term })}</p>
          <p className={styles.emptyHint}>{t("list.emptyHint")}</p>
          <button type="button" className="button button-secondary" onClick={clear}>
            {t("list.showAll")}
          </button>
        </div>
      )}
    </>
  );
}
