import type { Language } from "~/i18n/languages";
import { alternateUrls } from "~/lib/localized-url";
import { routeAddresses, type RouteTable } from "../route-table";

/** Every concrete page address in the route table (dynamic, catch-all and file-like resource routes excluded). */
export function staticPaths(routes: RouteTable): string[] {
  const paths = routeAddresses(routes)
    .map(({ address }) => address)
    .filter((address) => !/[:*.]/.test(address));
  return [...new Set(paths)].sort();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** `languagesOf` names the languages a content page is written in; a page it does not know has all of them. */
export function sitemapXml(
  siteUrl: string,
  paths: readonly string[],
  languagesOf: (path: string) => readonly Language[] | undefined = () => undefined,
): string {
  const urls = paths.map((path) => {
    const alternates = alternateUrls(siteUrl, encodeURI(path), languagesOf(path));
    const links = alternates.map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`,
    );
    return `  <url>\n    <loc>${escapeXml(new URL(encodeURI(path), siteUrl).toString())}</loc>\n${links.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl)}\n`;
}
