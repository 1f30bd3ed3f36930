import type { Language } from "~/i18n/languages";
import { alternateUrls } from "~/lib/localized-url";
import { routeAddresses, type RouteTable } from "../route-table";

/** A route whose handle says `sitemap: false` (the product scene the home's video is recorded from). */
const unlisted = (handle: unknown) => (handle as { sitemap?: boolean } | undefined)?.sitemap === false;

/** Every concrete page address in the route table (dynamic, catch-all, file-like and unlisted routes excluded). */
export function staticPaths(routes: RouteTable): string[] {
  const paths = routeAddresses(routes)
    .filter(({ route }) => !unlisted(route.module?.handle))
    .map(({ address }) => address)
    .filter((address) => !/[:*.]/.test(address));
  return [...new Set(paths)].sort();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** A page of the sitemap: `lastmod` (YYYY-MM-DD) where its content says when it last changed, `languages` where
 * it is written in some languages only (the others show its text untranslated and stay out of its alternates). */
export interface SitemapPage {
  path: string;
  lastmod?: string;
  languages?: readonly Language[];
}

/** One `<url>` per address (a page listed twice keeps its date and languages), each with its language alternates. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const byPath = new Map<string, SitemapPage>();
  for (const page of pages) {
    const seen = byPath.get(page.path);
    byPath.set(page.path, {
      path: page.path,
      lastmod: page.lastmod ?? seen?.lastmod,
      languages: page.languages ?? seen?.languages,
    });
  }
  const urls = [...byPath.values()].map(({ path, lastmod, languages }) => {
    const alternates = alternateUrls(siteUrl, encodeURI(path), languages);
    const links = alternates.map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`,
    );
    const date = lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(new URL(encodeURI(path), siteUrl).toString())}</loc>${date}\n${links.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl)}\n`;
}
