import { expect, test } from "./fixtures";

const LANGS = ["pt", "en", "es"] as const;

async function sitemapPaths(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]!));
}

test.describe("SEO and links", () => {
  test("no internal link of any sitemap page is broken", async ({ request }) => {
    test.setTimeout(180_000);
    const pages = await sitemapPaths(request);
    expect(pages.length).toBeGreaterThan(20);
    const checked = new Map<string, number>();
    for (const page of pages) {
      const html = await (await request.get(encodeURI(page))).text();
      for (const [, href] of html.matchAll(/<a[^>]+href="(\/[^"#]*)[^"]*"/g)) {
        const target = href!.replace(/&amp;/g, "&");
        if (checked.has(target)) continue;
        const response = await request.get(target, { maxRedirects: 0 });
        checked.set(target, response.status());
        expect([200, 301, 302, 308], `${target} linked from ${page}`).toContain(response.status());
      }
    }
    expect(checked.size).toBeGreaterThan(30);
  });

  test("every sitemap page has its own translated title and description, canonical and hreflang alternates", async ({ request }) => {
    test.setTimeout(180_000);
    const pages = await sitemapPaths(request);
    for (const lang of LANGS) {
      const titles = new Map<string, string>();
      for (const page of pages) {
        const html = await (await request.get(`${encodeURI(page)}?lang=${lang}`)).text();
        const title = /<title>([^<]+)<\/title>/.exec(html)?.[1];
        const description = /<meta name="description" content="([^"]+)"/.exec(html)?.[1];
        expect(title, `${page} ${lang} title`).toBeTruthy();
        expect(description?.length ?? 0, `${page} ${lang} description`).toBeGreaterThan(20);
        expect(html, `${page} ${lang} canonical`).toMatch(/<link rel="canonical" href="http:\/\/localhost:3000\//);
        for (const hreflang of ["pt-BR", "en", "es-419", "x-default"]) {
          expect(html, `${page} ${lang} hreflang ${hreflang}`).toContain(`hrefLang="${hreflang}"`);
        }
        expect(html).toContain('property="og:image"');
        expect(titles.get(title!), `${page} and ${titles.get(title!)} share the title "${title}" in ${lang}`).toBeUndefined();
        titles.set(title!, page);
      }
    }
  });
});
