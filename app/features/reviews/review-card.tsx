import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { truncateComment } from "~/lib/events";
import { Avatar } from "~/components/avatar";
import { BEST_RATING, type ReviewData } from "~/data/reviews";
import { Stars } from "./stars";
import styles from "./reviews.module.css";
import { SiteLink } from "~/components/site-link";

/** One review: avatar, name, rating, the comment (cut at 140 characters until expanded) and the course it is about. */
export function ReviewCard({
  review,
  expanded,
  onToggle,
}: {
  review: ReviewData;
  expanded: boolean;
  onToggle: () => void;
}) {
  const { t } = useTranslation("events");
  const comment = t(`reviews.items.${review.id}.comment`);
  const short = truncateComment(comment);
  const commentId = `review-${review.id}-comment`;
  return (
    <li className={styles.card} data-testid="review-card" data-expanded={expanded ? "" : undefined}>
      <div className={styles.person}>
        <Avatar initials={review.image.initials} tone={review.image.tone} />
        <div>
          <p className={styles.name}>{review.name}</p>
          <p className={styles.role}>{t(`reviews.items.${review.id}.role`)}</p>
        </div>
      </div>
      <Stars rating={review.rating} label={t("reviews.ratingLabel", { rating: review.rating, best: BEST_RATING })} />
      <blockquote className={styles.comment} id={commentId}>
        <p>{expanded || !short.truncated ? comment : short.text}</p>
      </blockquote>
      <div className={styles.cardFooter}>
        {short.truncated && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded={expanded}
            aria-controls={commentId}
            onClick={onToggle}
          >
            {expanded ? t("reviews.less") : t("reviews.more")}
            <span className="visually-hidden"> ({t("reviews.whose", { name: review.name })})</span>
          </button>
        )}
        <SiteLink to={`/${review.course}`} className={styles.course}>
          {t(`reviews.courses.${review.course}`)}
          <Icon name="arrowRight" size={16} />
        </SiteLink>
      </div>
    </li>
  );
}
