import type { Page } from "@playwright/test";
import { bootReady, expect, test } from "./fixtures";

/** docs/decisions/011: content pages load no script of ours until a control needs React. */
const PAGES = [
  "/",
  "/article/presence-rule-30-minutes",
  "/about",
  "/about/team",
  "/showcase/gym",
  "/news",
  "/price",
  "/events",
  "/blog",
  "/showcase",
  "/docs",
  "/docs/create-account",
  "/politica-de-privacidade",
];

/** The boot's own files, the same on every page (decision 040): its program and its prefetch worker. */
const BOOT_FILES = /\/assets\/(deferred-boot|prefetch-worker)-[\w-]+\.js$/;

/** The scripts a page requests to run, but the boot's own files. */
function moduleRequests(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "script" && !BOOT_FILES.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** The modules the idle prefetch's worker (app/boot/prefetch-worker.ts) fetches into the HTTP cache, never run. */
function prefetchedModules(page: Page) {
  const urls: string[] = [];
  page.on("request", (request) => {
    if (request.resourceType() === "fetch" && /\/assets\/.+\.js$/.test(request.url())) urls.push(request.url());
  });
  return urls;
}

/** Focus in the footer's form hydrates the page; React's banner, past its own delay, does not come back. */
async function hydrateAndKeepBannerAway(page: Page) {
  await page.getByRole("contentinfo").getByLabel("Seu e-mail").focus();
  await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  await page.waitForTimeout(1800);
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
}

const isHydrated = (page: Page) => page.evaluate(() => document.documentElement.hasAttribute("data-hydrated"));

test.describe("pages that load their scripts on demand", () => {
  test("run no module, prefetch them once idle, show the cookie banner, the theme toggle and the search, and prefetch pages by speculation rules", async ({
    page,
  }) => {
    // Thirteen pages, each waited for its banner (1.5 s) and its idle prefetch.
    test.setTimeout(90_000);
    for (const path of PAGES) {
      const requests = moduleRequests(page);
      const prefetched = prefetchedModules(page);
      await page.goto(path);
      await expect(page.locator("html")).toHaveAttribute("data-scripts", "on-demand");
      await expect(page.getByTestId("cookie-banner")).toBeVisible();
      // The home and /price are always dark: no theme toggle there.
      if (path !== "/" && path !== "/price") await expect(page.getByTestId("theme-toggle")).toBeVisible();
      await expect(page.getByTestId("search-button")).toBeVisible();
      expect(await page.locator('script[type="speculationrules"]').count(), path).toBe(1);
      expect(await page.locator('link[rel="modulepreload"], link[as="fetch"]').count(), path).toBe(0);
      expect(requests, path).toEqual([]);
      expect(await isHydrated(page), path).toBe(false);
      // Once idle, the page's modules are fetched into the cache, not run: the first tap then only hydrates.
      await expect.poll(() => prefetched.length, path).toBeGreaterThan(3);
      expect(requests, path).toEqual([]);
      expect(await isHydrated(page), path).toBe(false);
      page.removeAllListeners("request");
    }
  });

  test("on an article: menus and language links work as HTML; the theme, search and banner hydrate on use", async ({
    page,
  }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/article/presence-rule-30-minutes");
    const toggle = page.getByTestId("theme-toggle");
    await expect(toggle).toHaveAccessibleName("Usar tema escuro");

    // The language menu is a popover of links, by keyboard too.
    await page.getByRole("button", { name: /Idioma/ }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "English" })).toBeVisible();
    await page.keyboard.press("Escape");
    expect(await isHydrated(page)).toBe(false);

    // The theme toggle is answered by the head's script: no request, no hydration (decision 030).
    const requests = moduleRequests(page);
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("niot-use-dark-theme"))).toBe("true");
    await expect(toggle).toHaveAccessibleName("Usar tema claro");
    expect(requests).toEqual([]);
    expect(await isHydrated(page)).toBe(false);

    // The banner, opened before React ran, is answered by the boot too; hydrated (focus in a form), React's toggle answers.
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("true");
    expect(requests).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    await hydrateAndKeepBannerAway(page);
    await toggle.click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    expect(await page.evaluate(() => localStorage.getItem("niot-use-dark-theme"))).toBe("false");
  });

  test('on /events the reviews\' "Ver mais" answers at once, with no request and no hydration', async ({ page }) => {
    await page.goto("/events");
    const requests = moduleRequests(page);
    const card = page.getByTestId("review-card").filter({ hasText: "Ana Beatriz Lima" });
    await card.getByRole("button", { name: /^Ver mais/ }).click();
    await expect(card.getByRole("button", { name: /^Ver menos/ })).toHaveAttribute("aria-expanded", "true");
    await expect(card.locator("blockquote p:visible")).toContainText("em tempo real.");
    expect(requests).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
  });

  test("the search needs no React: the shortcut opens it at once, it finds what was typed, arrows and Enter open a result", async ({
    page,
  }) => {
    await page.goto("/about");
    await bootReady(page);
    await page.locator("main h1").click();
    const requests = moduleRequests(page);
    await page.keyboard.press("Control+k");
    const dialog = page.getByTestId("search-dialog");
    const field = dialog.getByRole("combobox");
    await expect(field).toBeFocused();
    await page.keyboard.type("painel");
    const results = dialog.getByTestId("search-result");
    await expect(results.first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(results.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(field).toHaveAttribute("aria-activedescendant", (await results.nth(1).getAttribute("id"))!);
    expect(await isHydrated(page)).toBe(false);
    // One module: the dialog's own program, not React.
    expect(requests).toEqual([expect.stringMatching(/\/assets\/search-dialog-entry-[\w-]+\.js$/)]);
    await field.fill("pinout");
    await expect(results).toHaveCount(1);
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/docs\/create-account\?found=pinout#create-a-device$/);
    await expect(page.locator("#create-a-device")).toBeInViewport();
  });

  test("rejecting cookies before React runs hides the banner without hydrating; hydrated later, the visit is not asked again", async ({
    page,
  }) => {
    await page.goto("/blog");
    const requests = moduleRequests(page);
    await page.getByRole("button", { name: "Recusar" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBeNull();
    expect(requests).toEqual([]);
    expect(await isHydrated(page)).toBe(false);
    await hydrateAndKeepBannerAway(page);
  });

  test("the language links and the phone menu work before any script; the case's panel hydrates on use", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/showcase/gym");
    await page.getByRole("button", { name: /Idioma/ }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page).toHaveURL(/\?lang=en$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await isHydrated(page)).toBe(false);

    await page.getByTestId("menu-button").click();
    await expect(page.locator("#site-menu")).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(page.locator("#site-menu")).toBeHidden();
    expect(await isHydrated(page)).toBe(false);

    // The menu's search opens the search at once, without hydrating; closed, focus is back on the menu's button.
    await page.getByTestId("menu-button").click();
    await page.locator("#site-menu").getByRole("button", { name: "Search the site" }).click();
    await expect(page.getByTestId("search-dialog").getByRole("combobox")).toBeFocused();
    await expect(page.locator("#site-menu")).toBeHidden();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("menu-button")).toBeFocused();
    expect(await isHydrated(page)).toBe(false);

    const clock = page.getByTestId("presence-clock");
    const before = await clock.textContent();
    await page.getByRole("button", { name: "+30 min" }).click();
    await expect(clock).not.toHaveText(before!);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
  });

  test("a search typed before React runs hydrates the page and filters with what was typed (events, showcase)", async ({
    page,
  }) => {
    const searches = [
      // The events search also writes the address on each key; the showcase's when sent.
      {
        path: "/events?lang=en",
        box: "Search events",
        typed: "workshop",
        card: "event-card",
        found: 3,
        url: /[?&]q=workshop/,
      },
      { path: "/showcase?lang=pt", box: "Buscar nos casos", typed: "portoes", card: "case-card", found: 1 },
    ];
    for (const { path, box, typed, card, found, url } of searches) {
      await page.goto(path);
      const search = page.getByRole("searchbox", { name: box });
      await search.pressSequentially(typed);
      await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
      await expect(page.getByTestId(card), path).toHaveCount(found);
      await expect(search).toHaveValue(typed);
      if (url) await expect(page).toHaveURL(url);
    }
  });

  test("the tutorial hydrates on the first scroll, and its index then follows the reading", async ({ page }) => {
    await page.goto("/docs/create-account");
    await expect(page.locator("html")).toHaveAttribute("data-hydrate-on", "scroll");
    await page.waitForLoadState("load");
    expect(await isHydrated(page)).toBe(false);
    await page.mouse.wheel(0, 400);
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await page.locator('[id="dashboards"]').scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 200);
    await expect(page.getByTestId("side-index").locator('a[aria-current="location"]')).toHaveAttribute(
      "href",
      /#dashboards$/,
    );
  });

  test("the home types its placeholder before React runs; the demo button's click hydrates and scrolls to the form", async ({
    page,
  }) => {
    await page.goto("/");
    const field = page.getByTestId("home-prompt");
    const first = await field.getAttribute("placeholder");
    await expect.poll(() => field.getAttribute("placeholder"), { timeout: 10_000 }).not.toBe(first);
    expect(await isHydrated(page)).toBe(false);

    await page.getByTestId("home-demo-button").click();
    await expect(page.locator("html")).toHaveAttribute("data-hydrated", "");
    await expect(page.locator("#home-demo")).toBeInViewport();
    await expect(page).toHaveURL(/\/$/);
  });
});
