import { bundlesFor, translate } from "~/i18n/resources.server";
import { LANGUAGES, LOCALE_OF, type Language, type Namespace } from "~/i18n/languages";
import type { AppLoadContext } from "react-router";

export interface Seo {
  lang: Language;
  title: string;
  description: string;
  canonical: string;
  alternates: Array<{ hrefLang: string; href: string }>;
  ogImage: string;
  ogType: "website" | "article";
  siteName: string;
}

/** The address of a page in one language: pt is the bare path, others add ?lang=. */
export function localizedUrl(siteUrl: string, pathname: string, lang: Language): string {
  const url = new URL(pathname, siteUrl);
  if (lang !== "pt") url.searchParams.set("lang", lang);
  return url.toString();
}

export function buildSeo(
  context: AppLoadContext,
  pathname: string,
  page: { title: string; description: string; ogImage?: string; ogType?: Seo["ogType"] },
): Seo {
  const { lang, siteUrl } = context;
  return {
    lang,
    title: page.title,
    description: page.description,
    canonical: localizedUrl(siteUrl, pathname, lang),
    alternates: [
      ...LANGUAGES.map((l) => ({ hrefLang: LOCALE_OF[l], href: localizedUrl(siteUrl, pathname, l) })),
      { hrefLang: "x-default", href: new URL(pathname, siteUrl).toString() },
    ],
    ogImage: new URL(page.ogImage ?? "/og/default.png", siteUrl).toString(),
    ogType: page.ogType ?? "website",
    siteName: translate(lang, "common", "brand"),
  };
}

/** Loader data every page returns: its translation bundles and its translated head. */
export function pageData(context: AppLoadContext, request: Request, page: string, namespaces: readonly Namespace[] = []) {
  const { lang } = context;
  const seo = buildSeo(context, new URL(request.url).pathname, {
    title: translate(lang, "common", `meta.${page}.title`),
    description: translate(lang, "common", `meta.${page}.description`),
  });
  return { i18n: bundlesFor(lang, namespaces), seo };
}
