import { useEffect, useRef } from "react";
import { useTranslation } from "~/i18n/react";
import { data, NavigationType, useNavigationType } from "react-router";
import type { Route } from "./+types/showcase-case";
import { HtmlBlock } from "~/components/html-block";
import { JsonLd } from "~/components/json-ld";
import { PresencePanel } from "~/features/presence/presence-panel";
import { CaseCard } from "~/features/showcase/case-card";
import { bundlesFor, translate } from "~/i18n/resources.server";
import { breadcrumbData } from "~/loaders/breadcrumbs.server";
import { htmlOnce } from "~/loaders/html-once.server";
import { metaTags } from "~/lib/meta-tags";
import { buildSeo } from "~/loaders/seo.server";
import { otherCases, showcaseCase } from "~/content/showcase-content.server";
import styles from "~/features/showcase/case-page.module.css";
import { BookDemoLink } from "~/components/next-step/actions";
import { NextStep } from "~/components/next-step/next-step";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";
import type { RouteHandle } from "~/shell/site-shell";
import { PageMeta } from "~/components/reading/page-meta";

/** Nothing here needs React until a control is used: docs/decisions/011. */
export const handle: RouteHandle = { scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request, params }: Route.LoaderArgs) {
  const found = showcaseCase(context.lang, params.id);
  if (!found) throw data(null, { status: 404 });
  const seo = buildSeo(context, new URL(request.url).pathname, {
    title: translate(context.lang, "showcase", "meta.caseTitle", { title: found.title }),
    description: found.preview,
    ogType: "article",
  });
  const breadcrumbs = breadcrumbData(
    context,
    { path: "/showcase", name: translate(context.lang, "common", "nav.showcase") },
    { name: found.title, url: seo.canonical },
  );
  return {
    i18n: bundlesFor(context, ["showcase", "reading"]),
    seo,
    item: { ...found, html: htmlOnce(context, found.html) },
    others: otherCases(context.lang, found.id),
    breadcrumbs,
  };
}

export default function ShowcaseCasePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("showcase");
  const { item, others, seo, breadcrumbs } = loaderData;
  const navigationType = useNavigationType();
  const headingRef = useRef<HTMLHeadingElement>(null);

  // After following a link (a recommendation, a card of the list), start at the top with focus on the new
  // title; the first load and back/forward (POP) keep the browser's own position.
  useEffect(() => {
    if (navigationType !== NavigationType.Push) return;
    window.scrollTo({ top: 0, left: 0, behavior: "instant" });
    headingRef.current?.focus({ preventScroll: true });
  }, [item.id, navigationType]);

  return (
    <>
      <article className={`container ${styles.page}`}>
        <JsonLd
          data={{
            "@context": "https://schema.org",
            "@type": "Article",
            headline: item.title,
            description: item.preview,
            image: new URL(item.articleBanner, seo.canonical).toString(),
            inLanguage: seo.lang,
            mainEntityOfPage: seo.canonical,
            ...(item.updated ? { dateModified: item.updated } : {}),
            author: { "@type": "Organization", name: seo.siteName, url: new URL("/", seo.canonical).toString() },
            publisher: { "@type": "Organization", name: seo.siteName },
          }}
        />
        <JsonLd data={breadcrumbs} />
        <nav aria-label={t("case.breadcrumb")} className={styles.breadcrumb}>
          <ol className={styles.trail}>
            <li>
              <SiteLink to="/showcase" className="tap-target">
                {t("list.eyebrow")}
              </SiteLink>
            </li>
            <li aria-current="page">{item.category}</li>
          </ol>
        </nav>
        <header className={styles.header}>
          <h1 ref={headingRef} tabIndex={-1} className={styles.title}>
            {item.title}
          </h1>
          <p className={styles.preview}>{item.preview}</p>
          <PageMeta updated={item.updated} collection="showcase" slug={item.id} />
        </header>
        <img
          src={item.articleBanner}
          width={1200}
          height={500}
          alt={item.bannerAlt}
          className={styles.banner}
          fetchPriority="high"
        />
        <StaticSubtree as="section" className={styles.figures} aria-labelledby="case-figures">
          <h2 id="case-figures" className={styles.figuresTitle}>
            {t("case.figuresTitle")}
          </h2>
          <dl>
            {item.figures.map((figure) => (
              <div key={figure.label} className={styles.figure}>
                <dt>{figure.label}</dt>
                <dd>{figure.value}</dd>
              </div>
            ))}
          </dl>
          <p className={styles.figuresNote}>{t("case.figuresNote")}</p>
        </StaticSubtree>
        <div className={styles.layout}>
          <HtmlBlock className={styles.body} html={item.html} />
          <aside className={styles.aside}>
            <PresencePanel key={item.id} devices={item.devices} />
          </aside>
        </div>
        <NextStep
          id="case-next-step"
          title={t("common:nextStep.case.title")}
          text={t("common:nextStep.case.text")}
          actions={<BookDemoLink />}
        />
      </article>
      <section className={styles.others} aria-labelledby="other-cases">
        <div className="container">
          <h2 id="other-cases">{t("case.othersTitle")}</h2>
          <p className={styles.othersLead}>{t("case.othersLead")}</p>
          <ul className={styles.othersGrid} data-testid="other-cases">
            {others.map((other) => (
              <li key={other.id}>
                <CaseCard item={other} headingLevel={3} layout="compact" />
              </li>
            ))}
          </ul>
        </div>
      </section>
    </>
  );
}
