import { useTranslation } from "~/i18n/react";
import { Link, useSearchParams } from "react-router";
import type { Route } from "./+types/blog-content";
import { ArticleLink } from "~/features/blog/article-link";
import { articles } from "~/content/blog-content.server";
import { formatDate } from "~/lib/format-date";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/blog/blog-content.module.css";

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return { ...pageData(context, request, "blogContent", ["article"]), articles: articles(context.lang) };
}

/** All articles with a detail panel; the first is selected by default, the choice lives in ?article=. */
export default function BlogContentPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation("article");
  const [params] = useSearchParams();
  const all = loaderData.articles;
  const selected = all.find((entry) => entry.slug === params.get("article")) ?? all[0]!;
  return (
    <div className={`container ${styles.page}`}>
      <h1>{t("allContents.title")}</h1>
      <p className={styles.lead}>{t("allContents.lead", { count: all.length })}</p>
      <div className={styles.layout}>
        <nav aria-label={t("allContents.listLabel")}>
          <ul className={styles.list}>
            {all.map((entry) => (
              <li key={entry.slug}>
                <Link
                  to={`?article=${entry.slug}`}
                  replace
                  preventScrollReset
                  aria-current={entry.slug === selected.slug ? "true" : undefined}
                  className={styles.item}
                >
                  <span className={styles.itemTitle}>{entry.title}</span>
                  <span className={styles.itemMeta}>{formatDate(entry.published, lang)}</span>
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section
          className={styles.detail}
          aria-labelledby="detail-title"
          aria-live="polite"
          data-testid="content-detail"
        >
          <img src={selected.img} width={1200} height={630} alt="" className={styles.image} />
          <h2 id="detail-title">{selected.title}</h2>
          <p className={styles.subtitle}>{selected.subtitle}</p>
          <p className={styles.itemMeta}>
            {t("blog.by", { author: selected.user })} · {formatDate(selected.published, lang)}
          </p>
          <ArticleLink article={selected} className="button button-primary">
            {selected.link ? t("article.openLink") : t("article.readMoreButton")}
          </ArticleLink>
        </section>
      </div>
    </div>
  );
}
