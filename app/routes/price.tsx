import { useTranslation } from "~/i18n/react";
import type { Route } from "./+types/price";
import { Icon } from "~/components/icon";
import { HeroArt, PageHero } from "~/components/page-hero/page-hero";
import { BookDemoLink } from "~/components/next-step/actions";
import type { RouteHandle } from "~/shell/site-shell";
import { PLANS } from "~/data/plans";
import { NextStep } from "~/components/next-step/next-step";
import { DiscoveryCards } from "~/features/plans/discovery-cards";
import { Faq, useFaqItems } from "~/features/plans/faq";
import { IncludedFeatures } from "~/features/plans/included-features";
import { JsonLd } from "~/components/json-ld";
import { PlanComparison } from "~/features/plans/plan-comparison";
import { PlansSection } from "~/features/plans/plans-section";
import { ScrollToPlans } from "~/features/plans/scroll-to-plans";
import { faqPageJsonLd, plansProductJsonLd } from "~/features/plans/structured-data";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import { SITE } from "~/site.config";
import styles from "./price.module.css";
import { StaticSubtree } from "~/components/static-subtree";

/** Spec §4: the plans page is always dark. Nothing on it needs React until a control is used (decision 011). */
export const handle: RouteHandle = { forceDark: true, scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  return pageData(context, request, "price", ["plans"]);
}

export default function PricePage({ loaderData }: Route.ComponentProps) {
  const { t } = useTranslation("plans");
  const faqItems = useFaqItems();
  const product = plansProductJsonLd({
    brand: SITE.brand,
    description: loaderData.seo.description,
    url: loaderData.seo.canonical,
    plans: PLANS,
    planName: (plan) => t(`plans.${plan.id}.name`),
  });

  return (
    <div className={styles.page}>
      <PageHero
        eyebrow={t("hero.eyebrow")}
        title={t("hero.title")}
        lead={t("hero.lead")}
        actions={
          <>
            <ScrollToPlans className="button button-primary">
              {t("hero.cta")}
              <Icon name="chevronDown" size={18} />
            </ScrollToPlans>
            <BookDemoLink />
          </>
        }
        art={<HeroArt src="/illustrations/plans-hero.svg" alt={t("hero.artAlt")} className={styles.art} priority />}
      />
      <StaticSubtree>
        <PlansSection />
        <PlanComparison />
        <IncludedFeatures />
        <DiscoveryCards />
        <NextStep
          id="demo-band-title"
          className="container section"
          title={t("demo.title")}
          text={t("demo.text")}
          actions={<BookDemoLink />}
        />
        <Faq items={faqItems} />
      </StaticSubtree>
      <JsonLd data={faqPageJsonLd(faqItems)} />
      <JsonLd data={product} />
    </div>
  );
}
