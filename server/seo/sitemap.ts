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

/** A page of the sitemap; `lastmod` (YYYY-MM-DD) where its content says when it last changed. */
export interface SitemapPage {
  path: string;
  lastmod?: string;
}

/** One `<url>` per address (a page listed twice keeps its date), each with its language alternates. */
export function sitemapXml(siteUrl: string, pages: readonly SitemapPage[]): string {
  const lastmods = new Map<string, string | undefined>();
  for (const { path, lastmod } of pages) lastmods.set(path, lastmod ?? lastmods.get(path));
  const urls = [...lastmods].map(([path, lastmod]) => {
    const alternates = alternateUrls(siteUrl, encodeURI(path));
    const links = alternates.map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`,
    );
    const date = lastmod ? `\n    <lastmod>${lastmod}</lastmod>` : "";
    return `  <url>\n    <loc>${escapeXml(new URL(encodeURI(path), siteUrl).toString())}</loc>${date}\n${links.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl)}\n`;
}
