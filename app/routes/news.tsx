import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/news";
import { PageHero } from "~/components/page-hero/page-hero";
import { ArticleCard } from "~/features/blog/article-card";
import { SubscribeBox } from "~/features/newsletter/subscribe-box";
import { articles } from "~/lib/content.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/lib/seo.server";
import styles from "~/features/blog/news.module.css";
import { SiteLink } from "~/components/site-link";

const LATEST_COUNT = 6;

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/** The news landing: the latest articles, the newsletter and the way to courses. */
export function loader({ context, request }: Route.LoaderArgs) {
  const latest = articles(context.lang)
    .sort((a, b) => b.published.localeCompare(a.published))
    .slice(0, LATEST_COUNT);
  return { ...pageData(context, request, "news", ["article"]), latest };
}

export default function News({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("article");
  return (
    <>
      <PageHero
        eyebrow={t("news.eyebrow")}
        title={t("news.title")}
        lead={t("news.lead")}
        actions={
          <>
            <SiteLink to="/blog-content" className="button button-primary">{t("blog.allContents")}</SiteLink>
            <SiteLink to="/events" className="button button-secondary">{t("news.events")}</SiteLink>
          </>
        }
      />
      <section className="container section" aria-labelledby="news-latest">
        <h2 id="news-latest" className={styles.title}>{t("news.latest")}</h2>
        <div className={styles.layout}>
          <div className={styles.grid}>
            {loaderData.latest.map((article) => (
              <ArticleCard key={article.slug} article={article} layout="compact" />
            ))}
          </div>
          <aside className={styles.aside} aria-label={t("news.subscribeLabel")}>
            <SubscribeBox />
            <p>{t("news.subscribeText")}</p>
          </aside>
        </div>
      </section>
    </>
  );
}
