import { LANGUAGES, LOCALE_OF, type Language } from "../i18n/languages";

/**
 * One address per page whatever was typed: no trailing slash, and the case of the site's routes,
 * which are all lower case (React Router matches `/Blog/` too, but a search engine must see `/blog`).
 */
export function canonicalPath(pathname: string): string {
  let decoded = pathname;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    // Kept as it came; the URL below encodes what needs encoding.
  }
  const lower = decoded.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, "") || "/" : lower;
}

/** The address of a page in one language: pt is the bare path, the others add ?lang=. */
export function localizedUrl(siteUrl: string, pathname: string, lang: Language): string {
  const url = new URL(pathname, siteUrl);
  if (lang !== "pt") url.searchParams.set("lang", lang);
  return url.toString();
}

/**
 * hreflang alternates of a page, x-default included (the bare path, where detection decides); a content
 * page not yet translated lists only the languages it is written in.
 */
export function alternateUrls(
  siteUrl: string,
  pathname: string,
  languages: readonly Language[] = LANGUAGES,
): Array<{ hrefLang: string; href: string }> {
  return [
    ...languages.map((lang) => ({ hrefLang: LOCALE_OF[lang], href: localizedUrl(siteUrl, pathname, lang) })),
    { hrefLang: "x-default", href: new URL(pathname, siteUrl).toString() },
  ];
}
