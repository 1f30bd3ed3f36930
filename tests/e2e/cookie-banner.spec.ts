import type { Locator, Page } from "@playwright/test";
import { acceptCookies, bootReady, expect, hydrated, test } from "./fixtures";

test.describe("cookie banner", () => {
  test("appears 1.5 s after load, not before", async ({ page }) => {
    // Timestamps taken in the page itself, so a slow machine between steps cannot shift them.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      Object.assign(window, { bannerMarks: marks });
      new MutationObserver(() => {
        if (marks.hydrated === undefined && document.documentElement.hasAttribute("data-hydrated"))
          marks.hydrated = performance.now();
        if (marks.banner === undefined && document.querySelector('[data-testid="cookie-banner"]:not([hidden])'))
          marks.banner = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto("/no-such-page");
    await expect(page.getByTestId("cookie-banner")).toBeVisible({ timeout: 10_000 });
    const marks = await page.evaluate(() => (window as unknown as { bannerMarks: Record<string, number> }).bannerMarks);
    expect(marks.banner! - marks.hydrated!).toBeGreaterThanOrEqual(1450);
    expect(marks.banner! - marks.hydrated!).toBeLessThan(3000);
  });

  test("Accept stores the choice and the banner stays away after reload", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("true");
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1800);
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
  });

  test("Reject hides it for this visit only, and the footer link reopens it", async ({ page }) => {
    await page.goto("/no-such-page");
    const reject = page.getByRole("button", { name: "Recusar" });
    const accept = page.getByRole("button", { name: "Aceitar" });
    await expect(reject).toBeVisible();
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.round(rejectBox!.height)).toBe(Math.round(acceptBox!.height));
    await reject.click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBeNull();
    await page.getByRole("button", { name: "Preferências de cookies" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await reject.click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await page.reload();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
  });
});

test.describe("analytics for a visitor who accepted before", () => {
  const pageViews = (page: Page) =>
    page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((args) => Array.from(args as ArrayLike<unknown>))
        .filter(([kind, name]) => kind === "event" && name === "page_view")
        .map(([, , params]) => (params as { page_path: string }).page_path),
    );

  test("loads gtag and counts the page without hydrating; hydrated, React counts the next route only", async ({
    page,
  }) => {
    await acceptCookies(page, { hydrate: false });
    // The server of the tests has no measurement id (gtag.js would be a failed request): the page gets one here,
    // and gtag.js is an empty script.
    await page.route("**/about", async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).replace("<html ", '<html data-analytics-id="G-E2ETEST" ');
      await route.fulfill({ response, body });
    });
    const tags: string[] = [];
    await page.route("https://www.googletagmanager.com/**", (route) => {
      tags.push(route.request().url());
      return route.fulfill({ contentType: "text/javascript", body: "" });
    });
    await page.goto("/about");
    await expect.poll(() => tags).toEqual(["https://www.googletagmanager.com/gtag/js?id=G-E2ETEST"]);
    expect(await pageViews(page)).toEqual(["/about"]);
    expect(await page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"))).toBe(false);
    await expect(page.getByTestId("cookie-banner")).toBeHidden();

    // Focus in a form hydrates the page (the theme toggle no longer does: it answers before hydration): the stored
    // consent stays granted, the page is not counted twice.
    await page.getByRole("contentinfo").getByLabel("Seu e-mail").focus();
    await hydrated(page);
    await page.locator('a[href="/about/team"]:visible').first().click();
    await expect(page).toHaveURL(/\/about\/team$/);
    await expect.poll(() => pageViews(page)).toEqual(["/about", "/about/team"]);
    const storage = await page.evaluate(() =>
      (window.dataLayer ?? [])
        .map((args) => Array.from(args as ArrayLike<unknown>))
        .filter(([kind, name]) => kind === "consent" && name === "update")
        .map(([, , params]) => (params as { analytics_storage: string }).analytics_storage),
    );
    expect(new Set(storage), "consent updates after hydration").toEqual(new Set(["granted"]));
    expect(tags).toHaveLength(1);
  });
});

// The first screen's main control of each kind of page, which the notice must never cover. In Spanish,
// whose headlines run longest.
const MAIN_CONTROLS: [path: string, control: (page: Page) => Locator][] = [
  ["/", (page) => page.locator("form:has(#home-prompt)")],
  ["/demo-form", (page) => page.locator("#demo-form [name=nome]")],
  ["/explore?type=education", (page) => page.locator("main [name=name]")],
  ["/about/contact", (page) => page.locator("main [name=name]")],
  ["/price", (page) => page.getByRole("main").locator(".button-primary").first()],
  ["/events", (page) => page.locator("#events-search")],
];

test.describe("cookie notice and the first screen", () => {
  for (const viewport of [
    { width: 360, height: 740 },
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`never covers a page's main control at ${viewport.width} × ${viewport.height}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: "es-ES" });
      const page = await context.newPage();
      await page.clock.install();
      for (const [path, control] of MAIN_CONTROLS) {
        await page.goto(path);
        await bootReady(page);
        await page.clock.runFor(1600);
        const notice = page.getByTestId("cookie-banner");
        await expect(notice).toBeVisible();
        // Measured where it comes to rest, not while it rises.
        await notice.evaluate((element) => Promise.all(element.getAnimations().map((animation) => animation.finished)));
        const [bar, main] = [await notice.boundingBox(), await control(page).boundingBox()];
        const overlaps =
          main!.y < bar!.y + bar!.height &&
          bar!.y < main!.y + main!.height &&
          main!.x < bar!.x + bar!.width &&
          bar!.x < main!.x + main!.width;
        expect(
          overlaps,
          `${path}: the notice (top ${Math.round(bar!.y)}) covers the main control (${Math.round(main!.y)}–${Math.round(main!.y + main!.height)})`,
        ).toBe(false);
        if (viewport.width === 360 && path === "/") {
          expect(bar!.height, "the notice's height on a 360 × 740 phone").toBeLessThanOrEqual(viewport.height * 0.2);
          // The page ends above the notice: its last control can still be reached.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          const last = await page.getByRole("contentinfo").getByRole("button").last().boundingBox();
          expect(last!.y + last!.height).toBeLessThanOrEqual(bar!.y);
        }
      }
      await context.close();
    });
  }
});
