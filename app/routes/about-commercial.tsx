import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/about-commercial";
import { Icon } from "~/components/icon";
import { JsonLd } from "~/components/json-ld";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { PLANS } from "~/data/plans";
import { aboutBreadcrumbs } from "~/features/about/about-breadcrumbs.server";
import { AboutNav } from "~/features/about/about-nav";
import { CtaBand } from "~/features/about/cta-band";
import { IconCardGrid, type IconCard } from "~/features/about/icon-card-grid";
import { SectionIntro } from "~/features/about/section-intro";
import { PlanCard } from "~/features/plans/plan-card";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import styles from "~/features/about/commercial-page.module.css";
import { BookDemoLink } from "~/components/next-step/actions";
import { SiteLink } from "~/components/site-link";
import type { RouteHandle } from "~/shell/site-shell";

/** Nothing here needs React until a control is used: docs/decisions/011. */
export const handle: RouteHandle = { scripts: "on-demand" };

/** Sales links lead to the contact form with the subject filled in. */
const SALES_CONTACT = "/about/contact?topic=sales";
const PROCESS_ICONS = ["chat", "rocket", "layers", "refresh"] as const;

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const page = pageData(context, request, "commercial", ["about", "plans"], "about");
  return { ...page, breadcrumbs: aboutBreadcrumbs(context, "commercial", page.seo.canonical) };
}

/** The page's two ways forward, in its hero and again at its end: talk to sales, or request a demo. */
function SalesActions({ contact }: { contact: string }) {
  return (
    <>
      <SiteLink to={SALES_CONTACT} className="button button-primary">
        <Icon name="mail" size={18} />
        {contact}
      </SiteLink>
      <BookDemoLink />
    </>
  );
}

export default function AboutCommercialPage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("about");
  const steps = (t("commercial.process.steps", { returnObjects: true }) as Array<Omit<IconCard, "icon">>).map(
    (step, index) => ({
      ...step,
      icon: PROCESS_ICONS[index] ?? "chat",
    }),
  );

  return (
    <>
      <JsonLd data={loaderData.breadcrumbs} />
      <AboutNav />
      <PageHero
        eyebrow={t("commercial.hero.eyebrow")}
        title={t("commercial.hero.title")}
        lead={t("commercial.hero.lead")}
        actions={<SalesActions contact={t("commercial.hero.sales")} />}
        art={
          <HeroArt
            src="/illustrations/about-commercial.svg"
            alt={t("commercial.hero.artAlt")}
            className={styles.art}
            priority
          />
        }
      />
      <section className={`section ${styles.plans}`} aria-labelledby="commercial-plans">
        <div className={`container ${styles.wide}`}>
          <SectionIntro
            id="commercial-plans"
            title={t("commercial.plans.title")}
            lead={t("commercial.plans.lead")}
            align="center"
          />
          <div className={styles.grid}>
            {PLANS.map((plan) => (
              <PlanCard key={plan.id} plan={plan} />
            ))}
          </div>
          <p className={styles.compare}>
            <SiteLink to="/price" className="tap-target">
              {t("commercial.plans.compare")}
              <Icon name="arrowRight" size={16} />
            </SiteLink>
          </p>
        </div>
      </section>
      <section className="container section" aria-labelledby="commercial-process">
        <SectionIntro
          id="commercial-process"
          title={t("commercial.process.title")}
          lead={t("commercial.process.lead")}
        />
        <IconCardGrid items={steps} numbered />
      </section>
      <CtaBand
        id="commercial-sales"
        title={t("commercial.sales.title")}
        text={t("commercial.sales.text")}
        actions={<SalesActions contact={t("commercial.sales.contact")} />}
      />
    </>
  );
}
