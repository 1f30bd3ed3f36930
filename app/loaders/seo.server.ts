import { bundlesFor, translate } from "~/i18n/resources.server";
import type { Language, Namespace } from "~/i18n/languages";
import { alternateUrls, canonicalPath, localizedUrl } from "~/lib/localized-url";
import { OG_SECTION_NAV_KEY, ogImagePath, ogPageImagePath, ogSectionOf, type OgSection } from "~/lib/og-images";
import { hasPageImage } from "./og-pages.server";
import type { AppLoadContext } from "react-router";
import type { Seo } from "~/lib/meta-tags";

export function buildSeo(
  context: AppLoadContext,
  pathname: string,
  page: {
    title: string;
    description: string;
    ogSection?: OgSection;
    ogType?: Seo["ogType"];
    /** The languages the page is written in, when not all: the others show its text untranslated. */
    languages?: readonly Language[];
  },
): Seo {
  const { lang, siteUrl } = context;
  const path = canonicalPath(pathname);
  const written = page.languages?.length ? page.languages : undefined;
  // An untranslated page copies the text of another language: that one is the canonical address.
  const canonicalLang = !written || written.includes(lang) ? lang : written[0]!;
  const section = page.ogSection ?? ogSectionOf(path);
  const brand = translate(lang, "common", "brand");
  const own = ogPageImagePath(path, lang);
  const hasOwn = hasPageImage(own);
  return {
    lang,
    title: page.title,
    description: page.description,
    canonical: localizedUrl(siteUrl, path, canonicalLang),
    alternates: alternateUrls(siteUrl, path, written),
    ogImage: new URL(hasOwn ? own : ogImagePath(section), siteUrl).toString(),
    ogImageAlt: hasOwn
      ? page.title
      : section === "default"
        ? translate(lang, "common", "meta.home.title")
        : `${brand} · ${translate(lang, "common", OG_SECTION_NAV_KEY[section])}`,
    ogType: page.ogType ?? "website",
    siteName: brand,
  };
}

/**
 * Loader data every page returns: its translation bundles and its translated head, read from
 * `meta.<page>.title|description` of `metaNamespace` (common unless the page keeps its own).
 */
export function pageData(
  context: AppLoadContext,
  request: Request,
  page: string,
  namespaces: readonly Namespace[] = [],
  metaNamespace: Namespace = "common",
) {
  const { lang } = context;
  const seo = buildSeo(context, new URL(request.url).pathname, {
    title: translate(lang, metaNamespace, `meta.${page}.title`),
    description: translate(lang, metaNamespace, `meta.${page}.description`),
  });
  return { i18n: bundlesFor(context, namespaces), seo };
}
