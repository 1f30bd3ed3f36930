import { expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const SIZES = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 390, height: 844 },
];

/** Every static page of the sitemap plus the first page of each dynamic kind (article, case…). */
async function pagesToScan(request: import("@playwright/test").APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  const paths = [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]!));
  const seenKinds = new Set<string>();
  return paths.filter((path) => {
    const kind = path.split("/").slice(0, -1).join("/") || path;
    const dynamic = /^\/(article|showcase)\/./.test(path);
    if (!dynamic) return true;
    if (seenKinds.has(kind)) return false;
    seenKinds.add(kind);
    return true;
  });
}

for (const colorScheme of ["light", "dark"] as const) {
  for (const size of SIZES) {
    test(`axe and page width: every page kind, ${colorScheme}, ${size.name}`, async ({ browser, request }) => {
      test.setTimeout(300_000);
      const pages = await pagesToScan(request);
      expect(pages.length).toBeGreaterThan(15);
      const context = await browser.newContext({ colorScheme, viewport: { width: size.width, height: size.height } });
      await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "true"));
      const page = await context.newPage();
      for (const path of pages) {
        await page.goto(encodeURI(path));
        await hydrated(page);
        await test.step(path, async () => {
          await expectNoAxeViolations(page);
          // Nothing widens the page past the viewport: a phone would scroll sideways.
          const width = await page.evaluate(() => {
            const viewport = document.documentElement.clientWidth;
            const past = [...document.querySelectorAll("body *")].filter((element) => element.getBoundingClientRect().right > viewport + 0.5);
            const names = past.slice(0, 4).map((element) => `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ends at ${Math.round(element.getBoundingClientRect().right)}`);
            return { page: document.documentElement.scrollWidth, viewport, names };
          });
          expect(width.page, `${path} is wider than the viewport: ${width.names.join("; ")}`).toBeLessThanOrEqual(width.viewport);
        });
      }
      await context.close();
    });
  }
}
