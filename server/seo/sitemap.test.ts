import { describe, expect, it } from "vitest";
import { robotsTxt, sitemapXml, staticPaths } from "./sitemap";

describe("staticPaths", () => {
  it("lists concrete paths, nested ones joined, dynamic, catch-all and unlisted routes left out", () => {
    const routes = {
      root: { id: "root", path: "" },
      "routes/home": { id: "routes/home", index: true, parentId: "root" },
      "routes/about": { id: "routes/about", path: "about", parentId: "root" },
      "routes/team": { id: "routes/team", path: "team", parentId: "routes/about" },
      "routes/article": { id: "routes/article", path: "article/:slug", parentId: "root" },
      "routes/not-found": { id: "routes/not-found", path: "*", parentId: "root" },
      "routes/rss": { id: "routes/rss", path: "rss.xml", parentId: "root" },
      "routes/scene": {
        id: "routes/scene",
        path: "media/scene",
        parentId: "root",
        module: { handle: { sitemap: false } },
      },
    };
    expect(staticPaths(routes)).toEqual(["/", "/about", "/about/team"]);
  });
});

describe("sitemapXml", () => {
  it("gives each page its three languages and x-default, with non-ASCII paths encoded", () => {
    const xml = sitemapXml("https://niot.example", [{ path: "/termos-do-serviço" }]);
    expect(xml).toContain("<loc>https://niot.example/termos-do-servi%C3%A7o</loc>");
    expect(xml).toContain('hreflang="en" href="https://niot.example/termos-do-servi%C3%A7o?lang=en"');
    expect(xml).toContain('hreflang="x-default"');
    expect(xml.match(/<xhtml:link/g)).toHaveLength(4);
  });

  it("leaves the languages an article is not translated into out of its alternates", () => {
    const xml = sitemapXml("https://niot.example", [{ path: "/blog" }, { path: "/article/new", languages: ["pt"] }]);
    const article = xml.slice(xml.indexOf("<loc>https://niot.example/article/new</loc>"));
    expect(article.match(/hreflang="([^"]+)"/g)).toEqual(['hreflang="pt-BR"', 'hreflang="x-default"']);
    expect(xml).toContain('hreflang="es-419" href="https://niot.example/blog?lang=es"');
  });

  it("says when a content page last changed, once per address", () => {
    const xml = sitemapXml("https://niot.example", [
      { path: "/docs/create-account" },
      { path: "/docs/create-account", lastmod: "2026-11-20" },
      { path: "/about" },
    ]);
    expect(xml.match(/<loc>/g)).toHaveLength(2);
    expect(xml).toContain("<loc>https://niot.example/docs/create-account</loc>\n    <lastmod>2026-11-20</lastmod>");
    expect(xml).not.toMatch(/about<\/loc>\n {4}<lastmod>/);
  });
});

describe("robotsTxt", () => {
  it("points to the sitemap and keeps crawlers off the API", () => {
    expect(robotsTxt("https://niot.example")).toContain("Sitemap: https://niot.example/sitemap.xml");
    expect(robotsTxt("https://niot.example")).toContain("Disallow: /api/");
    expect(robotsTxt("https://niot.example")).toContain("Disallow: /admin/");
  });
});
