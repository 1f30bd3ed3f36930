import {
  test as base,
  expect,
  type APIRequestContext,
  type BrowserContext,
  type Locator,
  type Page,
  type Request,
} from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** What a request's failure says about the page: subresources of the site's own pages, not its documents or API. */
const ASSET_TYPES = new Set(["script", "stylesheet", "image", "font", "media", "manifest", "texttrack"]);
function isOwnAsset(request: Request, origin: string): boolean {
  const url = new URL(request.url());
  if (url.origin !== origin) return false;
  if (ASSET_TYPES.has(request.resourceType())) return true;
  // Fetched files (translation bundles, the search index, the icon); API calls and route data are the test's to judge.
  return ["fetch", "xhr", "other"].includes(request.resourceType()) && !/^\/api\/|\.data$/.test(url.pathname);
}

/**
 * Browser tests fail on any console error or uncaught page error (hydration mismatches included), and on
 * an answer of 400 or more to a script, stylesheet, image, font or fetched file of the site itself.
 * A test that breaks an asset on purpose names it: `test.use({ expectedAssetErrors: [/pattern/] })`.
 */
export const test = base.extend<{ expectedAssetErrors: RegExp[]; consoleErrors: string[] }>({
  expectedAssetErrors: [[], { option: true }],
  consoleErrors: [
    async ({ page, context, browser, baseURL, expectedAssetErrors }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // Dev server only: its critical-CSS <style> carries a nonce the browser hides from hydration.
        const devOnly = process.env.E2E_SERVER === "dev" && text.includes("data-react-router-critical-css");
        // A refused document or API call logs this too; the tests that cause one assert on it, and assets are checked below.
        const refused = /Failed to load resource: the server responded with a status of 4\d\d/.test(text);
        if (message.type() === "error" && !devOnly && !refused) errors.push(text);
      });
      page.on("pageerror", (error) => errors.push(error.message));
      const origin = new URL(baseURL!).origin;
      // Assets are watched in every context of the test, those it opens itself (other viewports, themes) too.
      const watchAssets = (watched: BrowserContext) =>
        watched.on("response", (response) => {
          if (response.status() < 400 || !isOwnAsset(response.request(), origin)) return;
          if (expectedAssetErrors.some((pattern) => pattern.test(response.url()))) return;
          errors.push(`${response.status()} ${response.request().resourceType()} ${response.url()}`);
        });
      watchAssets(context);
      browser.on("context", watchAssets);
      await use(errors);
      browser.off("context", watchAssets);
      expect(errors, "console errors and failed assets").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** The admin export's bearer header (playwright.config.ts starts the server with this ADMIN_TOKEN). */
export const ADMIN = { Authorization: "Bearer e2e-admin-token-0123456789abcdefghijklmnop" };

/**
 * Cookie banner out of the way for tests that are not about it. Stored consent no longer hydrates a page that
 * loads its scripts on demand (decision 032); these tests expect a hydrated page, so by default the page gets
 * one of the boot's own triggers at load, a focus in a form (every page has the footer's newsletter form).
 */
export async function acceptCookies(page: Page, { hydrate = true } = {}) {
  await page.addInitScript((hydrateAtLoad) => {
    window.localStorage.setItem("cookiesAccepted", "true");
    if (!hydrateAtLoad) return;
    // Once the boot has run: its loader adds it after the first paint, which may come after the load event.
    new MutationObserver((_, observer) => {
      const boot = document.querySelector("script[src*='/deferred-boot-']");
      if (!boot) return;
      observer.disconnect();
      boot.addEventListener("load", () =>
        document.querySelector("form")?.dispatchEvent(new FocusEvent("focusin", { bubbles: true })),
      );
    }).observe(document, { childList: true, subtree: true });
  }, hydrate);
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  // axe reads colours as painted: a fade-in still running (the cookie banner rises in 250 ms) reads as low contrast.
  // Only running animations are waited for, and for 2 s at most: a paused one never finishes.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter(
            (animation) =>
              animation.playState === "running" && animation.effect?.getComputedTiming().endTime !== Infinity,
          )
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 2000)),
    ]),
  );
  // Skipped blocks have no colours for axe to read, and each would take its real height as axe scrolled to it,
  // moving what it measures. Rendered all at once, the page is what a visitor sees part by part while scrolling.
  await renderAllBlocks(page);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/**
 * Renders every block the page draws only near the viewport (content-visibility, decision 041), as if the visitor
 * had scrolled through it all: an adopted stylesheet, since the CSP refuses inline styles.
 */
export async function renderAllBlocks(page: Page) {
  await page.evaluate(() => {
    const renderAll = new CSSStyleSheet();
    renderAll.replaceSync("* { content-visibility: visible !important; }");
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, renderAll];
  });
}

/** One axe test per page, at 1440×900 and 390×844, in both colour schemes: hydrated, in pt-BR, cookies accepted. */
export function testNoAxeViolations(paths: readonly string[]) {
  for (const path of paths) {
    for (const [width, height] of [
      [1440, 900],
      [390, 844],
    ] as const) {
      for (const colorScheme of ["light", "dark"] as const) {
        test(`${path} at ${width} px, ${colorScheme}: no axe violations`, async ({ browser }) => {
          const context = await browser.newContext({ viewport: { width, height }, colorScheme, locale: "pt-BR" });
          const page = await context.newPage();
          await acceptCookies(page);
          await page.goto(path);
          await hydrated(page);
          await expectNoAxeViolations(page);
          await context.close();
        });
      }
    }
  }
}

/** Fills a demo request form (the home page's or /demo-form's) with Brazil as the country, by its Portuguese labels. */
export async function fillDemoForm(
  form: Locator,
  person: { nome: string; sobrenome: string; cargo: string; email: string; empresa: string; telefone: string },
  interesse: string,
) {
  for (const [label, value] of [
    ["Nome", person.nome],
    ["Sobrenome", person.sobrenome],
    ["Cargo", person.cargo],
    ["E-mail corporativo", person.email],
    ["Empresa", person.empresa],
    ["Telefone", person.telefone],
  ] as const) {
    await form.getByLabel(label, { exact: true }).fill(value);
  }
  await form.getByLabel("País").selectOption("Brasil");
  await form.getByLabel("Principal interesse").selectOption(interesse);
}

/** Nothing widens the page past the viewport (a phone would scroll sideways); a failure names what sticks out. */
export async function expectNoWiderThanViewport(page: Page, label: string) {
  const width = await page.evaluate(() => {
    const viewport = document.documentElement.clientWidth;
    const scrolled = document.documentElement.scrollWidth;
    if (scrolled <= viewport) return { scrolled, viewport, names: [] };
    const past = [...document.querySelectorAll("body *")].filter(
      (element) => element.getBoundingClientRect().right > viewport + 0.5,
    );
    const names = past
      .slice(0, 4)
      .map(
        (element) =>
          `<${element.tagName.toLowerCase()} class="${element.getAttribute("class") ?? ""}"> ends at ${Math.round(element.getBoundingClientRect().right)}`,
      );
    return { scrolled, viewport, names };
  });
  expect(width.scrolled, `${label} is wider than the viewport: ${width.names.join("; ")}`).toBeLessThanOrEqual(
    width.viewport,
  );
}

/** Waits until React has hydrated the page (the site shell marks <html data-hydrated> in an effect). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}

/**
 * Waits until the page has hydrated or, on a page that loads its scripts on demand (decision 011), its boot has run:
 * the inline loader adds the boot's file after the first paint (decision 040), and the boot's search answer marks
 * the window (app/boot/search-open.ts).
 */
export async function bootReady(page: Page) {
  await page.waitForFunction(
    () => document.documentElement.hasAttribute("data-hydrated") || Symbol.for("niot.search-answered") in window,
  );
}

/** Every address of the sitemap, as a path. */
export async function sitemapPaths(request: APIRequestContext) {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>http:\/\/localhost:3000([^<]*)<\/loc>/g)].map((m) => decodeURI(m[1]!));
}

/** Every static page of the sitemap plus the first page of each dynamic kind (article, case…). */
export async function pagesToScan(request: APIRequestContext) {
  const seenKinds = new Set<string>();
  return (await sitemapPaths(request)).filter((path) => {
    const kind = path.split("/").slice(0, -1).join("/") || path;
    const dynamic = /^\/(article|showcase)\/./.test(path);
    if (!dynamic) return true;
    if (seenKinds.has(kind)) return false;
    seenKinds.add(kind);
    return true;
  });
}

/**
 * Every link and button a phone user taps is at least 44 × 44 CSS px; a failure names the small ones.
 * Links inside a sentence are left out (WCAG 2.5.8's inline exception), and a "stretched" link (its
 * ::after covers its card) counts at the size of the card it covers.
 */
export async function expectThumbSizedTargets(page: Page, label: string) {
  const small = await page.evaluate(() => {
    const visible = (element: Element) =>
      element.getClientRects().length > 0 &&
      getComputedStyle(element).visibility !== "hidden" &&
      !element.closest("dialog:not([open]), [popover]:not(:popover-open), .visually-hidden, .skip-link");
    const inSentence = (element: Element) =>
      getComputedStyle(element).display === "inline" &&
      (element.parentElement?.textContent ?? "").trim().length > (element.textContent ?? "").trim().length;
    const box = (element: HTMLElement) => {
      const after = getComputedStyle(element, "::after");
      const stretched = after.content !== "none" && after.position === "absolute" && element.offsetParent;
      return (stretched ? element.offsetParent : element).getBoundingClientRect();
    };
    return [...document.querySelectorAll<HTMLElement>("a[href], button")]
      .filter((element) => visible(element) && !inSentence(element))
      .map((element) => ({ element, rect: box(element) }))
      .filter(({ rect }) => rect.width < 43.5 || rect.height < 43.5)
      .map(
        ({ element, rect }) =>
          `"${(element.textContent || element.getAttribute("aria-label") || "").trim().slice(0, 30)}" ${Math.round(rect.width)}×${Math.round(rect.height)}`,
      );
  });
  expect(small, `${label}: tap targets under 44 × 44 px`).toEqual([]);
}
