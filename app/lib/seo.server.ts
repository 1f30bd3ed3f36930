import { bundlesFor, translate } from "~/i18n/resources.server";
import type { Language, Namespace } from "~/i18n/languages";
import { alternateUrls, canonicalPath, localizedUrl } from "./localized-url";
import { OG_SECTION_NAV_KEY, ogImagePath, ogPageImagePath, ogSectionOf, type OgSection } from "./og-images";
import { hasPageImage } from "./og-pages.server";
import type { AppLoadContext } from "react-router";

export interface Seo {
  lang: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  ogImage: string;
  ogImageAlt: string;
  ogType: "website" | "article";
  siteName: string;
}

export function buildSeo(
  context: AppLoadContext,
  pathname: string,
  page: { title: string; description: string; ogSection?: OgSection; ogType?: Seo["ogType"] },
): Seo {
  const { lang, siteUrl } = context;
  const path = canonicalPath(pathname);
  const section = page.ogSection ?? ogSectionOf(path);
  const brand = translate(lang, "common", "brand");
  const own = ogPageImagePath(path, lang);
  const hasOwn = hasPageImage(own);
  return {
    lang,
    title: page.title,
    description: page.description,
    canonical: localizedUrl(siteUrl, path, lang),
    alternates: alternateUrls(siteUrl, path),
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
