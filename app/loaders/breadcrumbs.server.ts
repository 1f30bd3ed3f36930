import type { AppLoadContext } from "react-router";
import { translate } from "~/i18n/resources.server";
import { localizedUrl } from "~/lib/localized-url";
import { breadcrumbListJsonLd } from "~/lib/structured-data";

/**
 * BreadcrumbList of a nested page: the home (named by the brand), its section and the page itself,
 * each at its address in the page's language (pt bare, the others with ?lang=).
 */
export function breadcrumbData(
  context: AppLoadContext,
  section: { path: string; name: string },
  current: { name: string; url: string },
) {
  const { lang, siteUrl } = context;
  return breadcrumbListJsonLd([
    { name: translate(lang, "common", "brand"), url: localizedUrl(siteUrl, "/", lang) },
    { name: section.name, url: localizedUrl(siteUrl, section.path, lang) },
    current,
  ]);
}
