import { searchUrlTemplate, SEARCH_TERM_PLACEHOLDER } from "./search-url";
import { SITE } from "~/site.config";

/** schema.org builders shared by several pages (page-specific data stays beside its page). */
export const SCHEMA_CONTEXT = "https://schema.org";

/** The square mark, rendered to PNG by scripts/og-images.ts from public/og/logo.svg. */
export const LOGO_PATH = "/og/logo.png";

export interface Crumb {
  name: string;
  url: string;
}

const organizationId = (siteUrl: string) => new URL("/#organization", siteUrl).toString();

/** The publisher: name, address, logo and the profiles it keeps elsewhere (site.config's absolute links only). */
export function organizationJsonLd(siteUrl: string) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "Organization",
    "@id": organizationId(siteUrl),
    name: SITE.brand,
    url: new URL("/", siteUrl).toString(),
    logo: new URL(LOGO_PATH, siteUrl).toString(),
    sameAs: [SITE.githubOrg, ...SITE.socials.map((social) => social.href).filter((href) => /^https:\/\//.test(href))],
  };
}

/** The site itself, with the search any page opens from `?search=` (see lib/search-url.ts). */
export function webSiteJsonLd({
  siteUrl,
  homeUrl,
  description,
  inLanguage,
}: {
  siteUrl: string;
  homeUrl: string;
  description: string;
  inLanguage: string;
}) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "WebSite",
    "@id": new URL("/#website", siteUrl).toString(),
    name: SITE.brand,
    url: homeUrl,
    description,
    inLanguage,
    publisher: { "@id": organizationId(siteUrl) },
    potentialAction: {
      "@type": "SearchAction",
      target: { "@type": "EntryPoint", urlTemplate: searchUrlTemplate(homeUrl) },
      "query-input": `required name=${SEARCH_TERM_PLACEHOLDER}`,
    },
  };
}

/** Home › section › page, positions from 1; every crumb carries its absolute address. */
export function breadcrumbListJsonLd(crumbs: readonly Crumb[]) {
  return {
    "@context": SCHEMA_CONTEXT,
    "@type": "BreadcrumbList",
    itemListElement: crumbs.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}
