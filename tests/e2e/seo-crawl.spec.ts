import { expect, sitemapPaths, test } from "./fixtures";

const LANGS = ["pt", "en", "es"] as const;
const FIELD_IN_DETAILS = /<details\b(?:(?!<\/details>)[\s\S])*?<(?:input|textarea|select)\b/;

test.describe("SEO and links", () => {
  test("no internal link of any sitemap page is broken, and no page puts a form field in a <details>", async ({
    request,
  }) => {
    test.setTimeout(180_000);
    const pages = await sitemapPaths(request);
    expect(pages.length).toBeGreaterThan(20);
    const checked = new Map<string, number>();
    for (const page of pages) {
      const html = await (await request.get(encodeURI(page))).text();
      // A form field in a closed <details> costs a forced style and layout pass per form at DOMContentLoaded
      // (decision 048): this crawl reads every page's HTML anyway.
      expect(html, `${page} has a form field inside a <details>`).not.toMatch(FIELD_IN_DETAILS);
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

  test("every sitemap page has its own translated title and description, canonical and hreflang alternates", async ({
    request,
  }) => {
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
        expect(
          titles.get(title!),
          `${page} and ${titles.get(title!)} share the title "${title}" in ${lang}`,
        ).toBeUndefined();
        titles.set(title!, page);
      }
    }
  });
});

test.describe("Open Graph pictures", () => {
  const SECTION_OF: Record<string, string> = {
    "/": "default",
    "/price": "plans",
    "/blog": "blog",
    "/news": "blog",
    "/article/classroom-iot-kits": "blog",
    "/events": "events",
    "/curso-javascript": "events",
    "/showcase": "showcase",
    "/showcase/gym": "showcase",
    "/docs": "docs",
    "/docs/create-account": "docs",
    "/about": "about",
    "/about/contact": "about",
    "/demo-form": "default",
  };
  const OWN_PICTURE = /^\/(article\/|showcase\/|docs\/|curso-)/;
  const meta = (html: string, attribute: string, name: string) =>
    new RegExp(`<meta ${attribute}="${name.replace(/[.:]/g, "\\$&")}" content="([^"]*)"`).exec(html)?.[1];

  test("a page of each section shows that section's picture, with its size, alt text and a large Twitter card", async ({
    request,
  }) => {
    for (const [page, section] of Object.entries(SECTION_OF)) {
      for (const lang of ["pt", "es"] as const) {
        const html = await (await request.get(`${page}?lang=${lang}`)).text();
        // An article, a case, an event landing and a docs article have a picture of their own (decision 027).
        const picture = OWN_PICTURE.test(page) ? `/og/pages/${lang}${page}.jpg` : `/og/${section}.jpg`;
        expect(meta(html, "property", "og:image"), `${page} ${lang}`).toBe(`http://localhost:3000${picture}`);
        expect(meta(html, "name", "twitter:image"), `${page} ${lang}`).toBe(`http://localhost:3000${picture}`);
        expect(meta(html, "property", "og:image:width")).toBe("1200");
        expect(meta(html, "property", "og:image:height")).toBe("630");
        expect(meta(html, "property", "og:image:type")).toBe("image/jpeg");
        expect(meta(html, "name", "twitter:card")).toBe("summary_large_image");
        const alt = meta(html, "property", "og:image:alt") ?? "";
        expect(alt, `${page} ${lang} alt`).toMatch(OWN_PICTURE.test(page) ? /\S{3}/ : /^NIoT/);
        expect(meta(html, "name", "twitter:image:alt")).toBe(alt);
      }
    }
    const alts = await Promise.all(
      ["/price?lang=pt", "/price?lang=en", "/price?lang=es"].map(async (page) =>
        meta(await (await request.get(page)).text(), "property", "og:image:alt"),
      ),
    );
    expect(alts).toEqual(["NIoT · Planos", "NIoT · Plans", "NIoT · Planes"]);
  });

  test("every section picture, and a page's own, is served as image/jpeg (sizes: app/lib/og-images.test.ts)", async ({
    request,
  }) => {
    const pictures = [...new Set(Object.values(SECTION_OF))].map((section) => `/og/${section}.jpg`);
    for (const section of [...pictures, "/og/pages/en/article/classroom-iot-kits.jpg"]) {
      const response = await request.get(section);
      expect(response.status(), section).toBe(200);
      expect(response.headers()["content-type"], section).toBe("image/jpeg");
      expect((await response.body()).subarray(0, 2).toString("hex"), section).toBe("ffd8");
    }
  });
});
