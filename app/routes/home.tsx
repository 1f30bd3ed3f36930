import type { Route } from "./+types/home";
import { JsonLd } from "~/components/json-ld";
import { useAppLinks, useRootData } from "~/root-data";
import { caseHighlights } from "~/content/showcase-content.server";
import { CUSTOMER_QUOTES } from "~/data/customer-quotes";
import type { RouteHandle } from "~/shell/site-shell";
import { AiFlowSection } from "~/features/home/ai-flow-section";
import { demoFormPost } from "~/features/demo-form/demo-form";
import { DemoSection, HOME_DEMO_SECTION_ID } from "~/features/home/demo-section";
import { FeatureStrip } from "~/features/home/feature-strip";
import { InfoSection } from "~/features/home/info-section";
import { ProofSection } from "~/features/home/proof-section";
import { PromptHero } from "~/features/home/prompt-hero";
import { SocialSection } from "~/features/home/social-section";
import { VibeSection } from "~/features/home/vibe-section";
import { LOCALE_OF } from "~/i18n/languages";
import { handleFormPost } from "~/loaders/form-action.server";
import { metaTags } from "~/lib/meta-tags";
import { pageData } from "~/loaders/seo.server";
import { organizationJsonLd, webSiteJsonLd } from "~/lib/structured-data";
import styles from "./home.module.css";

/**
 * Spec §4: the home is always dark. Its scripts load on demand (decision 011): the placeholder types from an
 * inline script, the rest needs React only when a control is used.
 */
export const handle: RouteHandle = { forceDark: true, scripts: "on-demand" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const highlights = caseHighlights(
    context.lang,
    CUSTOMER_QUOTES.map((quote) => quote.caseId),
  );
  return { ...pageData(context, request, "home", ["home", "forms"]), highlights };
}

/** The home's demo form, posted without JavaScript (its form's action is `/?index`). */
export const action = (args: Route.ActionArgs) => handleFormPost(args, demoFormPost);

export default function HomePage({ loaderData: { seo, highlights } }: Route.ComponentProps) {
  const { lang } = useRootData();
  const { register } = useAppLinks();
  // Built here from the page's SEO data rather than sent as loader data: the HTML would carry it twice.
  const siteUrl = new URL("/", seo.canonical).toString();
  const structuredData = [
    organizationJsonLd(siteUrl),
    webSiteJsonLd({ siteUrl, homeUrl: seo.canonical, description: seo.description, inLanguage: LOCALE_OF[lang] }),
  ];
  return (
    <div className={styles.page}>
      {structuredData.map((data) => (
        <JsonLd key={data["@type"]} data={data} />
      ))}
      <PromptHero registerUrl={register} demoSectionId={HOME_DEMO_SECTION_ID} />
      <InfoSection />
      <ProofSection lang={lang} highlights={highlights} />
      <FeatureStrip />
      <AiFlowSection />
      <VibeSection />
      <DemoSection />
      <SocialSection />
    </div>
  );
}
