import { data } from "react-router";
import { coursePost } from "~/features/landing/landing-form";
import { handleFormPost } from "~/loaders/form-action.server";
import type { Route } from "./+types/event-landing";
import { JsonLd } from "~/components/json-ld";
import { LandingPage } from "~/features/landing/landing-page";
import { landingStructuredData } from "~/features/landing/landing-structured-data";
import { LOCALE_OF } from "~/i18n/languages";
import { bundlesFor, translate } from "~/i18n/resources.server";
import { breadcrumbData } from "~/loaders/breadcrumbs.server";
import { landingAt } from "~/content/events-content.server";
import { metaTags } from "~/lib/meta-tags";
import { buildSeo } from "~/loaders/seo.server";

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

/**
 * /{slug}: an event landing page (curso-javascript, curso-backend, workshop-niot-lab, …). Any other
 * single-segment address has no landing page and answers 404, like the catch-all route.
 * Open or closed is decided per request from the event's dates.
 */
export function loader({ context, request, params }: Route.LoaderArgs) {
  const { lang } = context;
  const page = landingAt(lang, params.slug, new Date());
  if (!page) throw data(null, { status: 404 });
  const { landing, registration, sections } = page;
  const hero = landing.sections[0]?.children.find((child) => child.type === "image");
  const seo = buildSeo(context, new URL(request.url).pathname, {
    title: `${landing.title} | ${translate(lang, "common", "brand")}`,
    description: landing.description,
    ogSection: "events",
  });
  const structuredData = landingStructuredData(landing, {
    url: seo.canonical,
    siteUrl: context.siteUrl,
    organization: translate(lang, "common", "brand"),
    inLanguage: LOCALE_OF[lang],
    image: hero?.type === "image" ? new URL(hero.src, context.siteUrl).toString() : undefined,
    registrationOpen: registration?.open ?? false,
  });
  const breadcrumbs = breadcrumbData(
    context,
    { path: "/events", name: translate(lang, "common", "nav.events") },
    { name: landing.title, url: seo.canonical },
  );
  return {
    i18n: bundlesFor(context, ["events"]),
    seo,
    breadcrumbs,
    landing: { category: landing.category, title: landing.title, sections },
    registration,
    structuredData,
  };
}

/** A course or workshop registration posted without JavaScript. */
export const action = (args: Route.ActionArgs) => handleFormPost(args, coursePost);

export default function EventLandingPage({ loaderData }: Route.ComponentProps) {
  const { landing, registration, structuredData, breadcrumbs } = loaderData;
  return (
    <>
      {structuredData && <JsonLd data={structuredData} />}
      <JsonLd data={breadcrumbs} />
      <LandingPage landing={landing} registration={registration} />
    </>
  );
}
