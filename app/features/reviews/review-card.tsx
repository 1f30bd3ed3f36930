import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { truncateComment } from "~/lib/events";
import { Avatar } from "~/components/avatar";
import { BEST_RATING, type ReviewData } from "~/data/reviews";
import { Stars } from "./stars";
import styles from "./reviews.module.css";
import { SiteLink } from "~/components/site-link";
import { toggleReview } from "~/boot/review-toggles";

/**
 * One review: avatar, name, rating, the comment (cut at 140 characters until expanded) and the course it is about.
 * Both texts are in the HTML and `toggleReview` shows one, before hydration too (decision 030): React renders the
 * folded card and never the state, which lives in the DOM.
 */
export function ReviewCard({ review }: { review: ReviewData }) {
  const { t } = useTranslation("events");
  const comment = t(`reviews.items.${review.id}.comment`);
  const short = truncateComment(comment);
  const commentId = `review-${review.id}-comment`;
  return (
    <li className={styles.card} data-testid="review-card" data-review>
      <div className={styles.person}>
        <Avatar initials={review.image.initials} tone={review.image.tone} />
        <div>
          <p className={styles.name}>{review.name}</p>
          <p className={styles.role}>{t(`reviews.items.${review.id}.role`)}</p>
        </div>
      </div>
      <Stars rating={review.rating} label={t("reviews.ratingLabel", { rating: review.rating, best: BEST_RATING })} />
      <blockquote className={styles.comment} id={commentId}>
        {short.truncated ? (
          <>
            <p data-review-text="short">{short.text}</p>
            <p data-review-text="full" hidden>
              {comment}
            </p>
          </>
        ) : (
          <p>{comment}</p>
        )}
      </blockquote>
      <div className={styles.cardFooter}>
        {short.truncated && (
          <button
            type="button"
            className={styles.toggle}
            aria-expanded="false"
            aria-controls={commentId}
            data-review-toggle
            onClick={(event) => toggleReview(event.currentTarget)}
          >
            <span className={styles.more}>{t("reviews.more")}</span>
            <span className={styles.less}>{t("reviews.less")}</span>
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
