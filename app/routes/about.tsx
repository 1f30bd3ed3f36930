import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/about";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { AboutFigures, useClaimValues } from "~/features/about/about-figures";
import { AboutNav } from "~/features/about/about-nav";
import { claimValues } from "~/data/claims";
import { CtaBand } from "~/features/about/cta-band";
import { IconCardGrid, type IconCard } from "~/features/about/icon-card-grid";
import { SectionIntro } from "~/features/about/section-intro";
import { StoryTimeline } from "~/features/about/story-timeline";
import { VisionBlock } from "~/features/about/vision-block";
import { translate } from "~/i18n/resources.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import { SITE } from "~/site.config";
import styles from "~/features/about/about-page.module.css";
import { SiteLink } from "~/components/site-link";
import { StaticSubtree } from "~/components/static-subtree";
import type { RouteHandle } from "~/shell/site-shell";

/** Nothing here needs React until a control is used: docs/decisions/011. */
export const handle: RouteHandle = { scripts: "on-demand" };

const VALUE_ICONS = ["layers", "clock", "spark", "code"] as const;
const COMMITMENT_ICONS = ["book", "shield", "tag", "chat"] as const;

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const page = pageData(context, request, "about", ["about"], "about");
  const claims = claimValues(context.lang);
  page.seo.title = translate(context.lang, "about", "meta.about.title", claims);
  page.seo.description = translate(context.lang, "about", "meta.about.description", claims);
  return page;
}

export default function AboutPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("about");
  const claims = useClaimValues();
  const cards = (key: string, icons: readonly IconCard["icon"][]) =>
    (t(key, { returnObjects: true, ...claims }) as Array<Omit<IconCard, "icon">>).map((item, index) => ({
      ...item,
      icon: icons[index] ?? "spark",
    }));

  return (
    <>
      <JsonLd
        data={{
          "@context": "https://schema.org",
          "@type": "AboutPage",
          name: loaderData.seo.title,
          description: loaderData.seo.description,
          url: loaderData.seo.canonical,
          inLanguage: loaderData.seo.lang,
          mainEntity: {
            "@type": "Organization",
            name: SITE.brand,
            url: new URL("/", loaderData.seo.canonical).toString(),
            sameAs: [
              SITE.githubOrg,
              ...SITE.socials.map((social) => social.href).filter((href) => href.startsWith("http")),
            ],
          },
        }}
      />
      <StaticSubtree>
        <AboutNav />
        <PageHero
          eyebrow={t("about.hero.eyebrow")}
          title={t("about.hero.title", claims)}
          lead={t("about.hero.lead")}
          actions={
            <>
              <SiteLink to="/about/team" className="button button-primary">
                {t("about.hero.team")}
                <Icon name="arrowRight" size={18} />
              </SiteLink>
              <SiteLink to="/about/contact" className="button button-secondary">
                {t("about.hero.contact")}
              </SiteLink>
            </>
          }
          art={
            <HeroArt src="/illustrations/about-hero.svg" alt={t("about.hero.artAlt")} className={styles.art} priority />
          }
        />
        <AboutFigures />
        <StoryTimeline />
        <VisionBlock />
        <section className={`container section ${styles.value}`} aria-labelledby="about-value">
          <SectionIntro id="about-value" title={t("about.value.title")} lead={t("about.value.lead")} />
          <IconCardGrid items={cards("about.value.items", VALUE_ICONS)} />
        </section>
        <section className={`section ${styles.commitment}`} aria-labelledby="about-commitment">
          <div className="container">
            <SectionIntro id="about-commitment" title={t("about.commitment.title")} lead={t("about.commitment.lead")} />
            <IconCardGrid items={cards("about.commitment.items", COMMITMENT_ICONS)} tone="ai" />
          </div>
        </section>
        <CtaBand
          id="about-cta"
          title={t("about.cta.title")}
          text={t("about.cta.text")}
          actions={
            <>
              <SiteLink to="/about/team" className="button button-primary">
                {t("about.cta.team")}
              </SiteLink>
              <SiteLink to="/about/commercial" className="button button-secondary">
                {t("about.cta.commercial")}
              </SiteLink>
            </>
          }
        />
      </StaticSubtree>
    </>
  );
}
