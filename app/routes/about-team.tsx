import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/about-team";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { aboutBreadcrumbs } from "~/features/about/about-breadcrumbs.server";
import { AboutNav } from "~/features/about/about-nav";
import { CtaBand } from "~/features/about/cta-band";
import { TEAM_GROUPS } from "~/data/team";
import { TeamGroupSection } from "~/features/about/team-group";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import { SITE } from "~/site.config";
import styles from "~/features/about/about-page.module.css";
import type { RouteHandle } from "~/shell/site-shell";

/** Nothing here needs React until a control is used: docs/decisions/011. */
export const handle: RouteHandle = { scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const page = pageData(context, request, "team", ["about"], "about");
  return { ...page, breadcrumbs: aboutBreadcrumbs(context, "team", page.seo.canonical) };
}

export default function AboutTeamPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation(["about", "common"]);
  return (
    <>
      <JsonLd data={loaderData.breadcrumbs} />
      <AboutNav />
      <PageHero
        eyebrow={t("team.hero.eyebrow")}
        title={t("team.hero.title")}
        lead={t("team.hero.lead")}
        art={
          <HeroArt src="/illustrations/about-team.svg" alt={t("team.hero.artAlt")} className={styles.art} priority />
        }
      />
      <div className="container">
        {TEAM_GROUPS.map((group) => (
          <TeamGroupSection key={group} group={group} />
        ))}
      </div>
      <CtaBand
        id="team-join"
        title={t("team.join.title")}
        text={t("team.join.text")}
        actions={
          <>
            <a href={SITE.githubOrg} target="_blank" rel="noopener noreferrer" className="button button-primary">
              <Icon name="github" size={18} />
              {t("team.join.github")}
              <span className="visually-hidden"> {t("common:nav.newTab")}</span>
            </a>
            <a href="/discord" className="button button-secondary">
              <Icon name="discord" size={18} />
              {t("team.join.discord")}
            </a>
          </>
        }
      />
    </>
  );
}
