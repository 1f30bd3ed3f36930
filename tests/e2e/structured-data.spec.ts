import type { Page } from "@playwright/test";
import { validateStructuredData, type Finding } from "../structured-data/validate";
import { acceptCookies, expect, hydrated, test } from "./fixtures";

const LANGS = ["pt", "en"] as const;
type Lang = (typeof LANGS)[number];

interface PageKind {
  path: string;
  /** Exactly the top-level schema.org types the page publishes. */
  types: string[];
  /** Where the breadcrumb's last name comes from on the page. */
  current?: string;
  /** Recommended properties the content has no source for yet (no dates on showcase cases and tutorials). */
  knownGaps?: RegExp;
}

const PAGES: PageKind[] = [
  { path: "/", types: ["Organization", "WebSite"] },
  { path: "/price", types: ["FAQPage", "Product"] },
  { path: "/article/classroom-iot-kits", types: ["Article", "BreadcrumbList"], current: "h1" },
  {
    path: "/showcase/gym",
    types: ["Article", "BreadcrumbList"],
    current: "h1",
    knownGaps: /should have datePublished/,
  },
  { path: "/docs", types: ["CollectionPage"] },
  {
    path: "/docs/create-account",
    types: ["TechArticle", "BreadcrumbList"],
    current: "h1",
    knownGaps: /should have datePublished/,
  },
  { path: "/events", types: ["EducationalOrganization"] },
  { path: "/curso-javascript", types: ["Course", "BreadcrumbList"], current: "h1" },
  { path: "/workshop-niot-lab", types: ["Event", "BreadcrumbList"], current: "h1" },
  { path: "/about", types: ["AboutPage"] },
  { path: "/about/team", types: ["BreadcrumbList"], current: "main nav [aria-current='page']" },
  { path: "/about/commercial", types: ["BreadcrumbList"], current: "main nav [aria-current='page']" },
  { path: "/about/contact", types: ["ContactPage", "BreadcrumbList"], current: "main nav [aria-current='page']" },
];

const SECTION_NAMES: Record<Lang, Record<string, string>> = {
  pt: { article: "Blog", showcase: "Showcase", docs: "Documentação", about: "Sobre", landing: "Cursos" },
  en: { article: "Blog", showcase: "Showcase", docs: "Docs", about: "About", landing: "Courses" },
};

const withLang = (url: string, lang: Lang) => {
  const address = new URL(url);
  if (lang !== "pt") address.searchParams.set("lang", lang);
  return address.toString();
};

async function structuredData(page: Page) {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
}

const describe = (findings: Finding[]) => findings.map((finding) => `${finding.path}: ${finding.message}`);

test.describe("structured data", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const lang of LANGS) {
    for (const kind of PAGES) {
      test(`${kind.path} (${lang}) publishes valid ${kind.types.join(" + ")}`, async ({ page }) => {
        await page.goto(`${kind.path}?lang=${lang}`);
        await hydrated(page);
        const canonical = (await page.locator('link[rel="canonical"]').getAttribute("href"))!;
        const origin = new URL(canonical).origin;
        const blocks = await structuredData(page);
        const types: string[] = [];
        for (const block of blocks) {
          const report = validateStructuredData(block, origin);
          expect(describe(report.errors), `errors in ${JSON.stringify(block).slice(0, 120)}…`).toEqual([]);
          const unexpected = report.warnings.filter((warning) => !kind.knownGaps?.test(warning.message));
          expect(describe(unexpected), "missing recommended properties").toEqual([]);
          types.push(...report.types);
        }
        expect(types.sort()).toEqual([...kind.types].sort());

        // Every block is also in the language of the page.
        for (const block of blocks) {
          if ("inLanguage" in block) expect(String(block.inLanguage)).toMatch(new RegExp(`^${lang}`));
        }

        const breadcrumb = blocks.find((block) => block["@type"] === "BreadcrumbList") as
          { itemListElement: Array<{ name: string; item: string; position: number }> } | undefined;
        if (!kind.current) return;
        const crumbs = breadcrumb!.itemListElement;
        expect(crumbs).toHaveLength(3);
        expect(crumbs[0]).toMatchObject({ name: "NIoT", item: withLang(`${origin}/`, lang) });
        const section = kind.path.startsWith("/about")
          ? "about"
          : kind.path.startsWith("/article")
            ? "article"
            : kind.path.split("/")[1] === "showcase"
              ? "showcase"
              : kind.path.startsWith("/docs")
                ? "docs"
                : "landing";
        const sectionPath = {
          article: "/blog",
          showcase: "/showcase",
          docs: "/docs",
          about: "/about",
          landing: "/events",
        }[section];
        expect(crumbs[1]).toMatchObject({
          name: SECTION_NAMES[lang][section],
          item: withLang(`${origin}${sectionPath}`, lang),
        });
        expect(crumbs[2]!.item).toBe(canonical);
        const shown = (await page.locator(kind.current).first().textContent())!.replace(/\s+/g, " ").trim();
        expect(crumbs[2]!.name).toBe(shown);
      });
    }
  }

  test("the home's WebSite and Organization point at each other and at real files", async ({ page, request }) => {
    await page.goto("/?lang=en");
    const blocks = await structuredData(page);
    const organization = blocks.find((block) => block["@type"] === "Organization")!;
    const site = blocks.find((block) => block["@type"] === "WebSite")!;
    expect(site.publisher).toEqual({ "@id": organization["@id"] });
    expect(organization.sameAs).toContain("https://github.com/niot-platform");
    const logo = await request.get(new URL(String(organization.logo)).pathname);
    expect(logo.status()).toBe(200);
    expect(logo.headers()["content-type"]).toBe("image/png");
  });

  for (const [lang, term, expected] of [
    ["pt", "pinout", "Criar um dispositivo"],
    ["en", "pinout", "Create a device"],
  ] as const) {
    test(`the WebSite SearchAction target opens the site search with the words (${lang})`, async ({ page }) => {
      // A width where the header shows its search trigger, so Esc has a button to return focus to.
      await page.setViewportSize({ width: 900, height: 900 });
      await page.goto(`/?lang=${lang}`);
      const site = (await structuredData(page)).find((block) => block["@type"] === "WebSite") as {
        potentialAction: { target: { urlTemplate: string }; "query-input": string };
      };
      const placeholder = /name=(\w+)/.exec(site.potentialAction["query-input"])![1]!;
      const target = new URL(
        site.potentialAction.target.urlTemplate.replace(`{${placeholder}}`, encodeURIComponent(term)),
      );
      await page.goto(`${target.pathname}${target.search}`);
      await hydrated(page);
      const dialog = page.getByTestId("search-dialog");
      await expect(dialog).toBeVisible();
      const input = dialog.getByRole("combobox");
      await expect(input).toHaveValue(term);
      await expect(input).toBeFocused();
      await expect(dialog.getByTestId("search-result").first()).toContainText(expected);
      // The words were a one-time request: they leave the address, the language stays.
      await expect(page).toHaveURL(lang === "pt" ? /\/$/ : new RegExp(`/\\?lang=${lang}$`));
      await page.keyboard.press("Escape");
      await expect(dialog).toBeHidden();
      await expect(page.getByTestId("search-button")).toBeFocused();
    });
  }
});
