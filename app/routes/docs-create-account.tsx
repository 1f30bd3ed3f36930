import { useCallback, useMemo, useState } from "react";
import { useTranslation } from "~/i18n/react";
import { data } from "react-router";
import type { Route } from "./+types/docs-create-account";
import type { RouteHandle } from "~/shell/site-shell";
import { JsonLd } from "~/components/json-ld";
import { Icon } from "~/components/icon";
import { useActiveSection } from "~/features/docs/active-section";
import { DocsSection } from "~/features/docs/docs-section";
import { MediaDialog, type Media } from "~/features/docs/media";
import { IndexDisclosure, SectionBar, SideIndex } from "~/features/docs/page-index";
import { ToolSelector } from "~/features/docs/tool-selector";
import { translate } from "~/i18n/resources.server";
import { breadcrumbData } from "~/loaders/breadcrumbs.server";
import { docsArticle } from "~/content/docs-content.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/docs/tutorial.module.css";
import { StartFreeLink } from "~/components/next-step/actions";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";
import { FeedbackForm } from "~/components/reading/feedback-form";
import { FoundWordsNotice } from "~/components/reading/found-words-notice";
import { HeadingLinkCopier } from "~/components/reading/heading-links";
import { handleFeedbackPost } from "~/loaders/feedback-action.server";
import { foundWordsFromUrl } from "~/lib/found-words";
import { formatDate } from "~/lib/format-date";

const ARTICLE_ID = "create-account";
const PAGE_PATH = `/docs/${ARTICLE_ID}`;

/**
 * The index follows the scroll: the first scroll hydrates the page, as a control's use does (decision 011).
 * The tutorial's HTML needs a second round trip, which also carries its stylesheets (decision 046).
 */
export const handle: RouteHandle = { scripts: "on-scroll", styles: "inline" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/** The page's "Was this helpful?", posted without JavaScript. */
export const action = (args: Route.ActionArgs) => handleFeedbackPost(args, [PAGE_PATH]);

export function loader({ context, request }: Route.LoaderArgs) {
  const found = foundWordsFromUrl(new URL(request.url).search);
  const article = docsArticle(context, ARTICLE_ID, found);
  if (!article) throw data(null, { status: 404 });
  const page = pageData(context, request, "createAccount", ["docs", "reading"], "docs");
  const breadcrumbs = breadcrumbData(
    context,
    { path: "/docs", name: translate(context.lang, "common", "nav.docs") },
    { name: article.title, url: page.seo.canonical },
  );
  const updated = article.sections.reduce<string | undefined>(
    (last, { updated: date }) => (date && !(last! >= date) ? date : last),
    undefined,
  );
  return { ...page, article, breadcrumbs, found, updated };
}

/**
 * The create-account tutorial: nine anchored sections, a side index that follows reading (on a phone, a
 * disclosure at the top and a bar at the bottom), zoomable pictures; its date and feedback once, for the page.
 */
export default function DocsCreateAccountPage({ loaderData }: Route.ComponentProps) {
  const { t, lang } = useTranslation("docs");
  const { article, seo, breadcrumbs, found, updated } = loaderData;
  const ids = useMemo(() => article.sections.map((section) => section.url), [article]);
  const active = useActiveSection(ids);
  const [zoom, setZoom] = useState<{ media: Media; opener: HTMLElement } | null>(null);
  const openMedia = useCallback((media: Media, opener: HTMLElement) => setZoom({ media, opener }), []);
  const index = article.sections.map(({ url, header }) => ({ url, header }));

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "TechArticle",
          headline: article.title,
          description: seo.description,
          inLanguage: seo.lang,
          mainEntityOfPage: seo.canonical,
          image: seo.ogImage,
          author: { "@type": "Organization", name: seo.siteName, url: new URL("/", seo.canonical).toString() },
          publisher: { "@type": "Organization", name: seo.siteName },
          ...(updated ? { dateModified: updated } : {}),
          hasPart: article.sections.map((section) => ({
            "@type": "WebPageElement",
            name: section.header,
            url: `${seo.canonical.split("#")[0]}#${section.url}`,
          })),
        }}
      />
      <JsonLd data={breadcrumbs} />
      <StaticSubtree as="div" className={styles.intro}>
        <div className="container">
          <nav aria-label={t("tutorial.breadcrumb")} className={styles.breadcrumb}>
            <ol className={styles.trail}>
              <li>
                <SiteLink to="/docs" className="tap-target">
                  {t("tutorial.docs")}
                </SiteLink>
              </li>
              <li aria-current="page">{article.title}</li>
            </ol>
          </nav>
          <p className={styles.eyebrow}>{t("tutorial.eyebrow")}</p>
          <h1 id="page-title" tabIndex={-1}>
            {article.title}
          </h1>
          <p className={styles.lead}>{t("tutorial.lead")}</p>
          <ul className={styles.chips}>
            <li>{t("tutorial.sectionsCount", { count: article.sections.length })}</li>
            <li>{t("tutorial.updated")}</li>
            {updated && (
              <li>
                <time dateTime={updated}>{t("reading:updated", { date: formatDate(updated, lang) })}</time>
              </li>
            )}
          </ul>
          <IndexDisclosure sections={index} />
        </div>
      </StaticSubtree>
      <div className={`container ${styles.layout}`}>
        <aside className={styles.aside}>
          <SideIndex sections={index} active={active} />
        </aside>
        <article id="tutorial" className={styles.article} aria-labelledby="page-title">
          <FoundWordsNotice words={found} />
          {article.sections.map((section) => (
            <DocsSection key={section.url} section={section} onOpenMedia={openMedia}>
              {section.url === "tools" && <ToolSelector />}
            </DocsSection>
          ))}
          <FeedbackForm page={PAGE_PATH} action={PAGE_PATH} part="page" />
          <aside className={styles.next} aria-labelledby="next-step-title">
            <h2 id="next-step-title">{t("tutorial.nextTitle")}</h2>
            <p>{t("tutorial.nextText")}</p>
            <div className={styles.nextActions}>
              <StartFreeLink />
              <SiteLink to="/article/esp32-remote-io-first-steps" className="button button-ghost">
                {t("tutorial.nextLink")}
                <Icon name="arrowRight" size={18} />
              </SiteLink>
            </div>
          </aside>
        </article>
      </div>
      <SectionBar sections={index} active={active} articleId="tutorial" />
      <MediaDialog zoom={zoom} onClose={() => setZoom(null)} />
      <HeadingLinkCopier />
    </>
  );
}
