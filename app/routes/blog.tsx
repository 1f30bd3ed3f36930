import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/blog";
import type { RouteHandle } from "~/shell/site-shell";
import { ArticleCard } from "~/features/blog/article-card";
import { ArticleLink } from "~/features/blog/article-link";
import { blogLayout, latestEntry, RANKED_COUNT } from "~/features/blog/blog-layout";
import { SubscribeBox } from "~/features/newsletter/subscribe-box";
import { articles, latestArticles } from "~/content/blog-content.server";
import { formatDate } from "~/lib/format-date";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/blog/blog.module.css";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";

export const handle: RouteHandle = { scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.seo),
  ...(data
    ? [
        {
          tagName: "link",
          rel: "alternate",
          type: "application/rss+xml",
          title: "RSS",
          href: `/rss.xml?lang=${data.seo.lang}`,
        },
      ]
    : []),
];

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...pageData(context, request, "blog", ["article"]),
    layout: blogLayout(articles(context.lang)),
    latest: latestArticles(context.lang, LATEST_COUNT).map(latestEntry),
  };
}

/** How many of the newest articles the "recently published" row names above the columns. */
const LATEST_COUNT = 4;

export default function BlogPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation("article");
  const { center, left, right, footer } = loaderData.layout;
  return (
    <div className={`container ${styles.page}`}>
      <StaticSubtree as="header" className={styles.header}>
        <h1>{t("blog.title")}</h1>
        <p>{t("blog.lead")}</p>
        <a className={`tap-target ${styles.rss}`} href={`/rss.xml?lang=${loaderData.seo.lang}`}>
          {t("blog.rss")}
        </a>
      </StaticSubtree>
      <StaticSubtree as="section" className={styles.recent} aria-labelledby="blog-recent" data-testid="blog-recent">
        <h2 id="blog-recent" className={styles.columnTitle}>
          {t("news.latest")}
        </h2>
        <ol className={styles.recentList}>
          {loaderData.latest.map((article) => (
            <li key={article.slug} className={styles.recentItem}>
              <ArticleLink article={article} className={styles.rankedLink}>
                {article.title}
              </ArticleLink>
              <time dateTime={article.published} className={styles.cardMeta}>
                {formatDate(article.published, lang)}
              </time>
            </li>
          ))}
        </ol>
      </StaticSubtree>
      <div className={styles.layout}>
        <StaticSubtree as="section" className={styles.center} aria-labelledby="blog-featured" data-testid="blog-center">
          <h2 id="blog-featured" className="visually-hidden">
            {t("blog.featured")}
          </h2>
          {center.map((block) =>
            block.kind === "single" ? (
              <ArticleCard key={block.article.slug} article={block.article} layout={block.layout} />
            ) : (
              <section
                key={block.group}
                className={styles.group}
                aria-labelledby={`group-${block.group}`}
                data-testid="blog-group"
              >
                <h3 id={`group-${block.group}`} className={styles.groupTitle}>
                  {t(`groups.${block.group}`)}
                </h3>
                <div className={styles.groupItems}>
                  {block.articles.map((article) => (
                    <ArticleCard key={article.slug} article={article} layout="compact" headingLevel={3} />
                  ))}
                </div>
              </section>
            ),
          )}
        </StaticSubtree>
        <StaticSubtree as="aside" className={styles.left} aria-labelledby="blog-guides" data-testid="blog-left">
          <h2 id="blog-guides" className={styles.columnTitle}>
            {t("blog.guides")}
          </h2>
          {left.map((article) => (
            <ArticleCard key={article.slug} article={article} layout="compact" />
          ))}
        </StaticSubtree>
        <aside className={styles.right} aria-labelledby="blog-popular" data-testid="blog-right">
          <SubscribeBox />
          <h2 id="blog-popular" className={styles.columnTitle}>
            {t("blog.popular")}
          </h2>
          <StaticSubtree as="ol" className={styles.ranked}>
            {right.map((article, index) => (
              <li key={article.slug} className={styles.rankedItem} data-testid="blog-right-item">
                {index < RANKED_COUNT ? (
                  <span
                    className={styles.rank}
                    data-testid="rank"
                    aria-label={t("blog.rankLabel", { rank: index + 1 })}
                  >
                    {index + 1}
                  </span>
                ) : null}
                <div>
                  <ArticleLink article={article} className={styles.rankedLink}>
                    {article.title}
                  </ArticleLink>
                  {index >= RANKED_COUNT && (
                    <p className={styles.cardMeta} data-testid="read-meta">
                      <span>{t("blog.readTime", { time: `${article.readingTime} min` })}</span> ·{" "}
                      <span>{t("blog.by", { author: article.user })}</span>
                    </p>
                  )}
                </div>
              </li>
            ))}
          </StaticSubtree>
        </aside>
      </div>
      <StaticSubtree as="section" className={styles.footerRow} aria-labelledby="blog-more" data-testid="blog-footer">
        <h2 id="blog-more" className={styles.columnTitle}>
          {t("blog.more")}
        </h2>
        <div className={styles.footerItems}>
          {footer.map((article) => (
            <ArticleCard key={article.slug} article={article} layout="compact" />
          ))}
        </div>
      </StaticSubtree>
      <div className={styles.allContents}>
        <SiteLink to="/blog-content" className="button button-primary">
          {t("blog.allContents")}
        </SiteLink>
      </div>
    </div>
  );
}
