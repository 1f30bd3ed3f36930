import { useTranslation } from "~/i18n/react";
import { data } from "react-router";
import type { Route } from "./+types/article";
import { ArticleCard } from "~/features/blog/article-card";
import { compactCard } from "~/features/blog/blog-layout";
import { HtmlBlock } from "~/components/html-block";
import { JsonLd } from "~/components/json-ld";
import { bundlesFor, translate } from "~/i18n/resources.server";
import { breadcrumbData } from "~/loaders/breadcrumbs.server";
import { htmlOnce } from "~/loaders/html-once.server";
import { personBy } from "~/data/team";
import { article as findArticle, articleLanguages, articles, summarize } from "~/content/blog-content.server";
import { formatDate } from "~/lib/format-date";
import { LOCALE_OF } from "~/i18n/languages";
import { metaTags } from "~/lib/meta-tags";
import { buildSeo } from "~/loaders/seo.server";
import styles from "~/features/blog/article.module.css";
import { NextStep } from "~/components/next-step/next-step";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";
import { FeedbackForm } from "~/components/reading/feedback-form";
import { FoundWordsNotice } from "~/components/reading/found-words-notice";
import { HeadingLinkCopier } from "~/components/reading/heading-links";
import { PageMeta } from "~/components/reading/page-meta";
import { readingHtml } from "~/content/reading-html.server";
import { handleFeedbackPost } from "~/loaders/feedback-action.server";
import { foundWordsFromUrl } from "~/lib/found-words";
import type { RouteHandle } from "~/shell/site-shell";

/** Nothing here needs React until a control is used (a heading's link, the feedback form): docs/decisions/011. */
export const handle: RouteHandle = { scripts: "on-demand" };

const READ_MORE_COUNT = 3;

export const meta: Route.MetaFunction = ({ data }) => [
  ...metaTags(data?.seo),
  ...(data ? [{ property: "article:published_time", content: data.article.published }] : []),
];

/** "Was this helpful?", posted without JavaScript. */
export function action(args: Route.ActionArgs) {
  const found = findArticle(args.context.lang, args.params.slug);
  if (!found) throw data(null, { status: 404 });
  return handleFeedbackPost(args, [`/article/${found.slug}`]);
}

export function loader({ context, request, params }: Route.LoaderArgs) {
  const found = findArticle(context.lang, params.slug);
  if (!found) throw data(null, { status: 404 });
  const summary = summarize(found);
  const seo = buildSeo(context, new URL(request.url).pathname, {
    title: `${found.title} | NIoT`,
    description: found.subtitle,
    ogType: "article",
    languages: articleLanguages(found.slug),
  });
  const others = articles(context.lang).filter((entry) => entry.slug !== found.slug && !entry.link);
  const start = others.findIndex((entry) => entry.id > found.id);
  const readMore = [...others.slice(Math.max(start, 0)), ...others].slice(0, READ_MORE_COUNT);
  const breadcrumbs = breadcrumbData(
    context,
    { path: "/blog", name: translate(context.lang, "common", "nav.blog") },
    { name: found.title, url: seo.canonical },
  );
  const person = personBy(summary.user);
  const author = person
    ? { name: person.name, href: `/about/team#${person.id}` }
    : { name: summary.user, href: undefined };
  const words = foundWordsFromUrl(new URL(request.url).search);
  const html = found.html ? htmlOnce(context, readingHtml(found.html, context.lang, words, true).html) : null;
  return {
    i18n: bundlesFor(context, ["article", "reading"]),
    seo,
    article: summary,
    author,
    html,
    readMore: readMore.map(compactCard),
    breadcrumbs,
    found: found.html ? words : [],
  };
}

export default function ArticlePage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation("article");
  const { article, author, html, readMore, seo, breadcrumbs, found } = loaderData;
  const path = `/article/${article.slug}`;
  // Published in Portuguese first: its text is pt until translated, which the notice says.
  const textLang = article.untranslated ? LOCALE_OF.pt : undefined;
  return (
    <article className={`container ${styles.article}`}>
      <StaticSubtree>
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Article",
            headline: article.title,
            description: article.subtitle,
            datePublished: article.published,
            ...(article.lastUpdated ? { dateModified: article.lastUpdated } : {}),
            author: {
              "@type": "Person",
              name: author.name,
              ...(author.href ? { url: new URL(author.href, seo.canonical).toString() } : {}),
            },
            image: new URL(article.img, seo.canonical).toString(),
            inLanguage: article.untranslated ? "pt" : seo.lang,
            mainEntityOfPage: seo.canonical,
            publisher: { "@type": "Organization", name: "NIoT" },
          }}
        />
        <JsonLd data={breadcrumbs} />
        <nav aria-label={t("article.breadcrumb")} className={styles.breadcrumb}>
          <SiteLink to="/blog" className="tap-target">
            {t("blog.title")}
          </SiteLink>
        </nav>
        {article.untranslated ? (
          <p className={styles.untranslated} role="note">
            {t("article.untranslated")}
          </p>
        ) : null}
        <header className={styles.header}>
          <h1 lang={textLang}>{article.title}</h1>
          <p className={styles.subtitle} lang={textLang}>
            {article.subtitle}
          </p>
          <p className={styles.meta}>
            {author.href ? (
              <SiteLink to={author.href}>{t("blog.by", { author: author.name })}</SiteLink>
            ) : (
              <span>{t("blog.by", { author: author.name })}</span>
            )}{" "}
            · <time dateTime={article.published}>{formatDate(article.published, lang)}</time> ·{" "}
            <span>{t("blog.readTime", { time: `${article.readingTime} min` })}</span>
          </p>
        </header>
        <img src={article.img} width={1200} height={630} alt="" fetchPriority="high" className={styles.cover} />
      </StaticSubtree>
      <FoundWordsNotice words={found} />
      <StaticSubtree>
        {html ? (
          <HtmlBlock className={styles.body} html={html} lang={textLang} />
        ) : (
          <p className={styles.body}>
            <a className="button button-primary" href={article.link} target="_blank" rel="noopener noreferrer">
              {t("article.openLink")}
              <span className="visually-hidden"> {t("common:nav.newTab")}</span>
            </a>
          </p>
        )}
        <PageMeta updated={article.lastUpdated} collection="blog" slug={article.slug} />
      </StaticSubtree>
      {html && <FeedbackForm page={path} action={path} part="article" />}
      <NextStep
        id="article-next-step"
        title={t("common:nextStep.article.title")}
        text={t("common:nextStep.article.text")}
      />
      <StaticSubtree as="section" className={styles.readMore} aria-labelledby="read-more">
        <h2 id="read-more">{t("article.readMore")}</h2>
        <div className={styles.readMoreItems}>
          {readMore.map((entry) => (
            <ArticleCard key={entry.slug} article={entry} layout="compact" more={t("article.readMoreButton")} />
          ))}
        </div>
      </StaticSubtree>
      <HeadingLinkCopier />
    </article>
  );
}
