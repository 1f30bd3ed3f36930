import type { Route } from "./+types/terms";
import type { RouteHandle } from "~/shell/site-shell";
import { LegalPage } from "~/features/legal/legal-page";
import { bundlesFor } from "~/i18n/resources.server";
import { legalDocument } from "~/content/legal-content.server";
import { htmlOnce } from "~/loaders/html-once.server";
import { metaTags } from "~/lib/meta-tags";
import { buildSeo } from "~/loaders/seo.server";

/** Spec §2: the legal pages force the footer dark. The contents follow the scroll: the first one hydrates (decision 011). */
export const handle: RouteHandle = { darkFooter: true, scripts: "on-scroll" };

export const meta: Route.MetaFunction = ({ data }) => metaTags(data?.seo);

export function loader({ context, request }: Route.LoaderArgs) {
  const doc = legalDocument(context.lang, "terms-of-service");
  const seo = buildSeo(context, new URL(request.url).pathname, {
    title: `${doc.title} | NIoT`,
    description: doc.description,
  });
  return { i18n: bundlesFor(context, ["legal"]), seo, doc: { ...doc, html: htmlOnce(context, doc.html) } };
}

export default function TermsPage({ loaderData }: Route.ComponentProps) {
  return <LegalPage doc={loaderData.doc} />;
}
