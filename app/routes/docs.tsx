import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/docs";
import type { RouteHandle } from "~/shell/site-shell";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { Outline, Solutions, TutorialCards, TUTORIALS } from "~/features/docs/docs-index";
import { openSearch } from "~/lib/search-shortcut";
import { docsOutline } from "~/content/docs-content.server";
import { localizedUrl } from "~/lib/localized-url";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/docs/docs-index.module.css";
import { BookDemoLink } from "~/components/next-step/actions";
import { SiteLink } from "~/components/site-link";

export const handle: RouteHandle = { scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return {
    ...pageData(context, request, "docs", ["docs"], "docs"),
    outline: docsOutline(context.lang, "create-account"),
  };
}

/** Docs index: tutorial cards, the tutorial's outline, solutions and where to get help. */
export default function DocsPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("docs");
  const { seo, outline } = loaderData;
  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "CollectionPage",
          name: seo.title,
          description: seo.description,
          inLanguage: seo.lang,
          url: seo.canonical,
          hasPart: TUTORIALS.map((tutorial) => ({
            "@type": "TechArticle",
            headline: t(`index.tutorials.${tutorial.key}.title`),
            url: localizedUrl(seo.canonical, tutorial.to, seo.lang),
          })),
        }}
      />
      <PageHero
        eyebrow={t("index.eyebrow")}
        title={t("index.title")}
        lead={t("index.lead")}
        actions={
          <>
            <SiteLink to="/docs/create-account" className="button button-primary">
              {t("index.start")}
              <Icon name="arrowRight" size={18} />
            </SiteLink>
            <button
              type="button"
              className="button button-secondary"
              onClick={openSearch}
              data-search-open=""
              aria-keyshortcuts="Control+K Meta+K /"
            >
              <Icon name="search" size={18} />
              {t("index.search")}
              <kbd className={styles.kbd} aria-hidden="true">
                /
              </kbd>
            </button>
          </>
        }
        art={<HeroArt src="/illustrations/docs-hero.svg" alt={t("index.artAlt")} className={styles.heroArt} />}
      />

      <section className="container section" aria-labelledby="tutorials-title">
        <div className={styles.heading}>
          <h2 id="tutorials-title">{t("index.tutorialsTitle")}</h2>
          <p>{t("index.tutorialsLead")}</p>
        </div>
        <TutorialCards />
      </section>

      <section className={styles.band} aria-labelledby="outline-title">
        <div className={`container ${styles.outlineLayout}`}>
          <div className={styles.heading}>
            <h2 id="outline-title">{t("index.outlineTitle")}</h2>
            <p>{t("index.outlineLead")}</p>
          </div>
          <Outline sections={outline} />
        </div>
      </section>

      <section className="container section" aria-labelledby="solutions-title">
        <div className={styles.heading}>
          <h2 id="solutions-title">{t("index.solutionsTitle")}</h2>
          <p>{t("index.solutionsLead")}</p>
        </div>
        <Solutions />
      </section>

      <section className="container" aria-labelledby="help-title">
        <div className={styles.help}>
          <div>
            <h2 id="help-title">{t("index.helpTitle")}</h2>
            <p>{t("index.helpText")}</p>
          </div>
          <div className={styles.helpActions}>
            <a href="/discord" className="button button-secondary">
              <Icon name="discord" size={18} />
              {t("index.help.discord")}
            </a>
            <SiteLink to="/events" className="button button-secondary">
              {t("index.help.courses")}
            </SiteLink>
            <BookDemoLink />
          </div>
        </div>
      </section>
    </>
  );
}
