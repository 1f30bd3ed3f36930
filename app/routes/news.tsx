import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/news";
import { ArticleCard } from "~/features/blog/article-card";
import { compactCard } from "~/features/blog/blog-layout";
import { LandingPage } from "~/features/landing/landing-page";
import { SubscribeBox } from "~/features/newsletter/subscribe-box";
import { latestArticles, newsLanding } from "~/content/blog-content.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/blog/news.module.css";
import type { RouteHandle } from "~/shell/site-shell";

/** Nothing here needs React until a control is used: docs/decisions/011. */
export const handle: RouteHandle = { scripts: "on-demand" };

const LATEST_COUNT = 6;

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/**
 * The news landing (spec §2): built from content/news/<lang>/news.md like the course pages (hero,
 * highlights, information, audience, subscribe block), with the latest articles and the newsletter below.
 */
export function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...pageData(context, request, "news", ["article", "events"]),
    landing: newsLanding(context.lang),
    latest: latestArticles(context.lang, LATEST_COUNT).map(compactCard),
  };
}

export default function NewsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("article");
  return (
    <>
      <LandingPage landing={loaderData.landing} />
      <section className="container section" aria-labelledby="news-latest">
        <h2 id="news-latest" className={styles.title}>
          {t("news.latest")}
        </h2>
        <div className={styles.layout}>
          <div className={styles.grid}>
            {loaderData.latest.map((article) => (
              <ArticleCard key={article.slug} article={article} layout="compact" />
            ))}
          </div>
          <aside id="newsletter" className={styles.aside} aria-label={t("news.subscribeLabel")}>
            <SubscribeBox />
            <p>{t("news.subscribeText")}</p>
          </aside>
        </div>
      </section>
    </>
  );
}
