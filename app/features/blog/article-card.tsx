import { Icon } from "~/components/icon";
import { useTranslation } from "~/i18n/react";
import { formatDate } from "~/lib/format-date";
import { ArticleLink } from "./article-link";
import type { CardArticle } from "./blog-layout";
import styles from "./blog.module.css";

export type CardLayout = "banner" | "side" | "compact";

/**
 * One article as a card: a big top banner, a right-banner row, or a compact tile. The whole card is
 * the link; `more` ("Ler mais") is its visible call to action, inside the card, not a second link.
 */
export function ArticleCard({
  article,
  layout,
  headingLevel = 3,
  more,
}: {
  article: CardArticle;
  layout: CardLayout;
  headingLevel?: 2 | 3;
  more?: string;
}) {
  const { lang } = useTranslation();
  const Heading = `h${headingLevel}` as const;
  const big = layout === "banner";
  return (
    <article className={styles.card} data-layout={layout} data-testid="article-card">
      <img
        src={article.img}
        width={1200}
        height={630}
        alt=""
        loading={big ? "eager" : "lazy"}
        fetchPriority={big ? "high" : undefined}
        className={styles.cardImage}
      />
      <div className={styles.cardBody}>
        <Heading className={styles.cardTitle}>
          <ArticleLink article={article} className={styles.cardLink}>
            {article.title}
          </ArticleLink>
        </Heading>
        {layout !== "compact" && <p className={styles.cardSubtitle}>{article.subtitle}</p>}
        <p className={styles.cardMeta}>
          <time dateTime={article.published}>{formatDate(article.published, lang)}</time>
        </p>
        {more && (
          <span className={styles.cardMore} aria-hidden="true">
            {more}
            <Icon name="arrowRight" size={16} />
          </span>
        )}
      </div>
    </article>
  );
}
