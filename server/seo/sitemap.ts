import { alternateUrls } from "~/lib/localized-url";

export interface RouteEntry {
  id: string;
  path?: string;
  index?: boolean;
  parentId?: string;
}

/** Every concrete page address in the route table (dynamic, catch-all and file-like resource routes excluded). */
export function staticPaths(routes: Record<string, RouteEntry | undefined>): string[] {
  const fullPath = (route: RouteEntry): string => {
    const parent = route.parentId ? routes[route.parentId] : undefined;
    const prefix = parent ? fullPath(parent) : "";
    return [prefix, route.path ?? ""].filter(Boolean).join("/").replace(/\/+/g, "/");
  };
  const paths = new Set<string>();
  for (const route of Object.values(routes)) {
    if (!route || route.id === "root" || (!route.path && !route.index)) continue;
    const path = `/${fullPath(route)}`.replace(/\/+/g, "/").replace(/(.)\/$/, "$1");
    if (!/[:*.]/.test(path)) paths.add(path);
  }
  return [...paths].sort();
}

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

export function sitemapXml(siteUrl: string, paths: readonly string[]): string {
  const urls = paths.map((path) => {
    const alternates = alternateUrls(siteUrl, encodeURI(path));
    const links = alternates.map(
      (alt) => `    <xhtml:link rel="alternate" hreflang="${alt.hrefLang}" href="${escapeXml(alt.href)}"/>`,
    );
    return `  <url>\n    <loc>${escapeXml(new URL(encodeURI(path), siteUrl).toString())}</loc>\n${links.join("\n")}\n  </url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join("\n")}\n</urlset>\n`;
}

export function robotsTxt(siteUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${new URL("/sitemap.xml", siteUrl)}\n`;
}
