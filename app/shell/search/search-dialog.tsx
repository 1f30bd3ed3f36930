import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import { useLocation, useNavigate } from "react-router";
import { Icon } from "~/components/icon";
import { foundUrl } from "~/lib/found-words";
import { SEARCH_SHELL_ATTRIBUTE } from "~/lib/search-shortcut";
import type { Language } from "~/i18n/languages";
import { fill, searchLabels } from "./search-labels";
import { groupByKind, QUERY_OPTIONS, type StoredFields } from "./search-options";
import { SearchResults, type SearchItem as Item } from "./search-results";
import { useSearchIndex } from "./use-search-index";
import styles from "./search.module.css";

const MAX_RESULTS = 12;
const MIN_QUERY = 2;

/**
 * Site search as a modal combobox: the input owns focus, arrows move the active option
 * (aria-activedescendant), Enter opens it, Esc closes and focus returns to the opener.
 */
export function SearchDialog({
  open,
  lang,
  initialQuery = "",
  onClose,
}: {
  open: boolean;
  lang: Language;
  initialQuery?: string;
  onClose: () => void;
}) {
  const labels = searchLabels(lang);
  const id = useId();
  const dialogRef = useRef<HTMLDialogElement>(null);
  const inputRef = useRef<HTMLInputElement>(null);
  const [query, setQuery] = useState(initialQuery);
  const [active, setActive] = useState(0);
  const { state, retry } = useSearchIndex(lang, open);
  const navigate = useNavigate();
  const location = useLocation();
  const langParam = new URLSearchParams(location.search).get("lang");

  // Opened from `?search=`: start from the words of the address.
  useEffect(() => {
    if (open && initialQuery) setQuery(initialQuery);
  }, [open, initialQuery]);

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (open && !dialog.open) {
      const shell = document.querySelector<HTMLDialogElement>(`dialog[${SEARCH_SHELL_ATTRIBUTE}][open]`);
      // Closed first: closing a modal dialog gives focus back to where it was before it opened.
      shell?.close();
      dialog.showModal();
      const input = inputRef.current;
      if (!input) return;
      input.focus();
      const typed = shell?.querySelector("input")?.value;
      if (typed) {
        input.value = typed;
        setQuery(typed);
      } else input.select();
    } else if (!open && dialog.open) {
      dialog.close();
    }
  }, [open]);

  const trimmed = query.trim();
  const searching = trimmed.length >= MIN_QUERY;
  // Grouped by kind, best group first; `items` is the same list flattened, in the order shown.
  const groups = useMemo(() => {
    if (state.status !== "ready") return [];
    if (!searching)
      return groupByKind(state.index.suggestions.map((entry): Item => ({ ...entry, kind: "docs", terms: [] })));
    return groupByKind(
      state.index.search
        .search(trimmed, QUERY_OPTIONS)
        .slice(0, MAX_RESULTS)
        .map((result): Item => {
          const stored = result as unknown as StoredFields;
          return {
            url: stored.url,
            title: stored.title,
            excerpt: stored.excerpt,
            kind: stored.kind,
            terms: result.terms,
          };
        }),
    );
  }, [state, searching, trimmed]);
  const items = useMemo(() => groups.flatMap((group) => group.items), [groups]);

  // A new list starts at its first option. Reset while rendering, not in an effect: an effect that runs late
  // (after the index arrives) would undo an arrow key pressed in between.
  const listKey = `${state.status}:${trimmed}`;
  const [activeList, setActiveList] = useState(listKey);
  if (activeList !== listKey) {
    setActiveList(listKey);
    setActive(0);
  }
  const optionId = (index: number) => `${id}-option-${index}`;
  useEffect(() => {
    if (items.length) document.getElementById(optionId(active))?.scrollIntoView({ block: "nearest" });
  });

  const go = (item: Item) => {
    dialogRef.current?.close();
    void navigate(foundUrl(item.url, item.terms, langParam));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === "Escape") {
      // A search field would first clear itself; Esc closes the dialog at once.
      event.preventDefault();
      dialogRef.current?.close();
      return;
    }
    if (!items.length) return;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      const step = event.key === "ArrowDown" ? 1 : -1;
      setActive((current) => (current + step + items.length) % items.length);
    } else if (event.key === "Enter") {
      event.preventDefault();
      const item = items[active];
      if (item) go(item);
    }
  };

  const listLabel = searching ? labels.resultsLabel : labels.suggestions;
  const listId = `${id}-list`;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events, jsx-a11y/no-noninteractive-element-interactions -- a click on the backdrop closes; Escape does natively
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby={`${id}-title`}
      onClose={onClose}
      onClick={(event) => event.target === dialogRef.current && dialogRef.current.close()}
      data-testid="search-dialog"
    >
      <div className={styles.panel}>
        <h2 id={`${id}-title`} className="visually-hidden">
          {labels.title}
        </h2>
        <div className={styles.inputRow}>
          <Icon name="search" size={20} className={styles.inputIcon} />
          <input
            ref={inputRef}
            type="search"
            role="combobox"
            className={styles.input}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
            onKeyDown={onKeyDown}
            placeholder={labels.placeholder}
            aria-label={labels.inputLabel}
            aria-expanded={items.length > 0}
            aria-controls={listId}
            aria-autocomplete="list"
            aria-activedescendant={items.length ? optionId(active) : undefined}
            autoComplete="off"
            spellCheck={false}
            enterKeyHint="go"
          />
          <button type="button" className={styles.close} onClick={() => dialogRef.current?.close()}>
            {/* Named by text, not aria-label: a label that does not hold the visible "Esc" fails WCAG 2.5.3. */}
            <span className="visually-hidden">{labels.close}</span>
            <kbd aria-hidden="true" className={styles.escKey}>
              Esc
            </kbd>
            <Icon name="close" size={20} className={styles.closeIcon} />
          </button>
        </div>
        <div className={styles.body}>
          {state.status === "loading" && <p className={styles.message}>{labels.loading}</p>}
          {state.status === "error" && (
            <div className={styles.message}>
              <p>{labels.error}</p>
              <button type="button" className="button button-secondary button-small" onClick={retry}>
                {labels.retry}
              </button>
            </div>
          )}
          {state.status === "ready" && !searching && (
            <p className={styles.message}>{fill(labels.empty, state.index.counts)}</p>
          )}
          {state.status === "ready" && searching && items.length === 0 && (
            <p className={styles.message}>{fill(labels.noResults, { query: trimmed })}</p>
          )}
          {items.length > 0 && (
            <p className={styles.listTitle} id={`${listId}-label`}>
              {listLabel}
            </p>
          )}
          <SearchResults
            listId={listId}
            groups={groups}
            items={items}
            active={active}
            optionId={optionId}
            kindLabels={labels.kinds}
            onHover={setActive}
            onOpen={go}
          />
          <p role="status" className="visually-hidden">
            {state.status === "ready" && searching ? fill(labels.resultsCount, { count: items.length }) : ""}
          </p>
        </div>
        <div className={styles.hints} aria-hidden="true">
          <span>
            <kbd>↑</kbd>
            <kbd>↓</kbd> {labels.hintNavigate}
          </span>
          <span>
            <kbd>↵</kbd> {labels.hintOpen}
          </span>
          <span>
            <kbd>Esc</kbd> {labels.hintClose}
          </span>
        </div>
      </div>
    </dialog>
  );
}
