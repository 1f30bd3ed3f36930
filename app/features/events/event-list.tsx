import { useMemo } from "react";
import { useTranslation } from "~/i18n/react";
import type { EventCard as EventCardData } from "~/content/events-content.server";
import { matchesSearch, sortEvents } from "~/lib/events";
import { EventCard } from "./event-card";
import type { EventQuery } from "./use-event-query";
import styles from "./events.module.css";
import { StaticSubtree } from "~/components/static-subtree";
import { countWordsProps } from "~/components/list-filter";

/** The grid's id, which the search field and the sort name so that they filter and order before hydration too (app/boot/list-filter.ts, list-sort.ts). */
export const EVENTS_GRID_ID = "events-grid";

/** 'All events': the cards that match the term, in the chosen order, or the no-results message. */
export function EventList({ events, query }: { events: EventCardData[]; query: EventQuery }) {
  const { t } = useTranslation("events");
  const shown = useMemo(() => {
    const matching = events.filter((event) =>
      matchesSearch(
        [event.title, ...event.content, ...event.tags, ...event.tags.map((tag) => t(`tags.${tag}`))],
        query.term,
      ),
    );
    return sortEvents(matching, query.sort);
  }, [events, query.term, query.sort, t]);
  const searchTerm = query.term.trim();

  return (
    <section id="events-list" className={`section container ${styles.listSection}`} aria-labelledby="events-list-title">
      <div className={styles.listHeader}>
        <h2 id="events-list-title" className={styles.listTitle}>
          {t("list.title")}
        </h2>
        {/* One live region announces the count or the no-results message; the visible copies are for the eye. */}
        <p
          className="visually-hidden"
          role="status"
          data-testid="events-status"
          {...countWordsProps(t, "list.count", EVENTS_GRID_ID)}
        >
          {shown.length > 0 ? t("list.count", { count: shown.length }) : t("list.noResults", { searchTerm })}
        </p>
        {shown.length > 0 && (
          <p className={styles.count} aria-hidden="true" {...countWordsProps(t, "list.count", EVENTS_GRID_ID)}>
            {t("list.count", { count: shown.length })}
          </p>
        )}
      </div>
      {shown.length > 0 ? (
        <ul className={styles.grid} id={EVENTS_GRID_ID} data-testid="events-grid">
          {shown.map((event, index) => (
            <StaticSubtree
              as="li"
              key={event.key}
              data-end-date={event.endDate}
              data-id={event.id}
              data-upcoming={event.upcoming || undefined}
            >
              <EventCard event={event} eager={index < 3} />
            </StaticSubtree>
          ))}
        </ul>
      ) : (
        <div className={styles.empty} data-testid="events-empty">
          <img src="/illustrations/events-empty.svg" width={240} height={160} alt="" className={styles.emptyArt} />
          <p className={styles.emptyTitle} aria-hidden="true" data-testid="events-empty-message">
            {t("list.noResults", { searchTerm })}
          </p>
          <p className={styles.emptyHint}>{t("list.noResultsHint")}</p>
          <button type="button" className="button button-secondary" onClick={query.clear}>
            {t("list.showAll")}
          </button>
        </div>
      )}
    </section>
  );
}
