import { useTranslation } from "~/i18n/react";
import type { EventCard as EventCardData } from "~/content/events-content.server";
import { placeTags, type DisplayTag } from "~/lib/events";
import styles from "./event-card.module.css";
import { SiteLink } from "~/components/site-link";

/** One event: image, date in the visitor's language, tags (spec §4 sides), title and text; the whole card opens /{slug}. */
export function EventCard({ event, eager = false }: { event: EventCardData; eager?: boolean }) {
  const { t } = useTranslation("events");
  const { left, right } = placeTags(event.tags);
  return (
    <article className={styles.card} data-testid="event-card">
      <div className={styles.media}>
        <img
          src={event.img}
          width={1200}
          height={630}
          alt=""
          loading={eager ? "eager" : "lazy"}
          className={styles.image}
        />
        <div className={styles.tags} aria-label={t("card.tags")} role="group">
          <TagList side="left" tags={left} />
          <TagList side="right" tags={right} />
        </div>
      </div>
      <div className={styles.body}>
        <p className={styles.date}>
          <time dateTime={event.date}>{event.dateLabel}</time>
        </p>
        <h3 className={styles.title}>
          <SiteLink to={event.href} className={styles.link} prefetch="intent">
            {event.title}
          </SiteLink>
        </h3>
        {event.content.map((paragraph) => (
          <p key={paragraph} className={styles.text}>
            {paragraph}
          </p>
        ))}
      </div>
    </article>
  );
}

function TagList({ side, tags }: { side: "left" | "right"; tags: DisplayTag[] }) {
  const { t } = useTranslation("events");
  if (tags.length === 0) return <span className={styles.spacer} />;
  return (
    <ul className={styles.tagList} data-side={side}>
      {tags.map((tag) => (
        <li key={tag} className={styles.tag} data-tag={tag}>
          {t(`tags.${tag}`)}
        </li>
      ))}
    </ul>
  );
}
