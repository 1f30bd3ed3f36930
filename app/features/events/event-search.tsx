import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { EVENT_SORTS, parseSort } from "~/lib/events";
import { ListFilterScript, ListSortScript } from "~/components/list-filter";
import { EVENTS_GRID_ID } from "./event-list";
import type { EventQuery } from "./use-event-query";
import styles from "./events.module.css";

/**
 * The hero's search box and sort selector. A plain GET form, so it also works before the page
 * hydrates (the server filters and sorts); once it has, every keystroke and choice updates the list
 * and the address, starting from what was typed or chosen before the scripts ran.
 */
export function EventSearch({ query }: { query: EventQuery }) {
  const { t } = useTranslation("events");
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const typed = form.current?.elements.namedItem("q") as HTMLInputElement | null;
    if (typed && typed.value !== query.term) query.setTerm(typed.value);
    const chosen = form.current?.elements.namedItem("sort") as HTMLSelectElement | null;
    if (chosen && chosen.value !== query.sort) query.setSort(parseSort(chosen.value));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, at hydration
  }, []);
  return (
    <form
      ref={form}
      role="search"
      method="get"
      action="/events"
      className={styles.search}
      aria-label={t("search.label")}
      onSubmit={(event) => {
        event.preventDefault();
        document.getElementById("events-list")?.scrollIntoView({ block: "start" });
      }}
    >
      <div className={styles.searchField}>
        <label htmlFor="events-search" className="visually-hidden">
          {t("search.label")}
        </label>
        <Icon name="search" size={20} className={styles.searchIcon} />
        <input
          id="events-search"
          name="q"
          type="search"
          value={query.term}
          placeholder={t("search.placeholder")}
          autoComplete="off"
          enterKeyHint="search"
          data-filters={EVENTS_GRID_ID}
          onChange={(event) => query.setTerm(event.target.value)}
        />
        {query.term && (
          <button type="button" className={styles.clear} onClick={query.clear}>
            <Icon name="close" size={18} label={t("search.clear")} />
          </button>
        )}
      </div>
      <div className={styles.sortField}>
        <label htmlFor="events-sort">{t("search.sortLabel")}</label>
        <select
          id="events-sort"
          name="sort"
          value={query.sort}
          data-sorts={EVENTS_GRID_ID}
          onChange={(event) => query.setSort(parseSort(event.target.value))}
        >
          {EVENT_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(`search.sort.${sort}`)}
            </option>
          ))}
        </select>
      </div>
      <ListFilterScript />
      <ListSortScript />
    </form>
  );
}
