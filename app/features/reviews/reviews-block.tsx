import { useTranslation } from "~/i18n/react";
import { JsonLd } from "~/components/json-ld";
import { LOCALE_OF } from "~/i18n/languages";
import { formatRating } from "~/lib/events";
import { ReviewCard } from "./review-card";
import { BEST_RATING, REVIEWS } from "~/data/reviews";
import { reviewsStructuredData } from "./reviews-structured-data";
import { Stars } from "./stars";
import styles from "./reviews.module.css";
import { InlineScript } from "~/components/inline-script";
import REVIEW_TOGGLES_SCRIPT from "~/boot/review-toggles.ts?inline-script";

/** Spec §2 reviews block: nine reviews, the average written per language (pt '5,0', en and es '5.0'), one card expanded at a time. */
export function ReviewsBlock({ canonicalUrl }: { canonicalUrl: string }) {
  const { t, lang } = useTranslation("events");
  const average = formatRating(
    REVIEWS.map((review) => review.rating),
    lang,
  );
  const structured = reviewsStructuredData({
    reviews: REVIEWS.map((review) => ({ ...review, comment: t(`reviews.items.${review.id}.comment`) })),
    organization: t("common:brand"),
    url: canonicalUrl,
    inLanguage: LOCALE_OF[lang],
  });
  return (
    <section className={`section ${styles.section}`} aria-labelledby="reviews-title">
      <JsonLd data={structured} />
      <div className="container">
        <div className={styles.header}>
          <div>
            <p className={styles.eyebrow}>{t("reviews.eyebrow")}</p>
            <h2 id="reviews-title" className={styles.title}>
              {t("reviews.title")}
            </h2>
          </div>
          <div className={styles.aggregate} data-testid="reviews-aggregate">
            <p className={styles.average}>
              <span className="visually-hidden">{t("reviews.average")}: </span>
              <span data-testid="reviews-average">{average}</span>
            </p>
            <div>
              <Stars
                rating={Number(average.replace(",", "."))}
                label={t("reviews.ratingLabel", { rating: average, best: BEST_RATING })}
                size={20}
              />
              <p className={styles.basedOn}>{t("reviews.basedOn", { count: REVIEWS.length })}</p>
            </div>
          </div>
        </div>
        <ul className={styles.grid}>
          {REVIEWS.map((review) => (
            <ReviewCard key={review.id} review={review} />
          ))}
        </ul>
        {/* Answers "see more" until React has hydrated; a client-side navigation does not run it, React does. */}
        <InlineScript source={REVIEW_TOGGLES_SCRIPT} />
      </div>
    </section>
  );
}
