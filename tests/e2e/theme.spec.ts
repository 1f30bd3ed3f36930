import { acceptCookies, expect, hydrated, test } from "./fixtures";

const background = (page: import("@playwright/test").Page) =>
  page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const DARK_BG = "rgb(7, 11, 23)";
const LIGHT_BG = "rgb(246, 248, 252)";

test.describe("theme", () => {
  test("follows the system preference when nothing is stored", async ({ browser }) => {
    for (const [colorScheme, expected] of [
      ["dark", DARK_BG],
      ["light", LIGHT_BG],
    ] as const) {
      const context = await browser.newContext({ colorScheme });
      const page = await context.newPage();
      await page.goto("/no-such-page");
      await expect(page.locator("html")).toHaveAttribute("data-theme", colorScheme);
      expect(await background(page)).toBe(expected);
      await context.close();
    }
  });

  test("follows a system change until the visitor chooses", async ({ page }) => {
    await page.emulateMedia({ colorScheme: "light" });
    await page.goto("/no-such-page");
    await hydrated(page);
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  });

  test("the toggle persists across reloads and beats the system", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto("/no-such-page");
    await hydrated(page);
    await page.getByTestId("theme-toggle").click();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await page.evaluate(() => localStorage.getItem("niot-use-dark-theme"))).toBe("true");
    await page.reload();
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await background(page)).toBe(DARK_BG);
    await context.close();
  });

  test("no flash: the first paint has the stored theme, and CSS alone follows the system with JS blocked", async ({
    browser,
  }) => {
    const stored = await browser.newContext({ colorScheme: "light" });
    await stored.addInitScript(() => localStorage.setItem("niot-use-dark-theme", "true"));
    const page = await stored.newPage();
    // Stop before any module script runs: only the inline head script may have acted.
    await page.route("**/assets/**/*.js", (route) => route.abort());
    await page.goto("/no-such-page");
    expect(await background(page)).toBe(DARK_BG);
    await stored.close();

    const noJs = await browser.newContext({ colorScheme: "dark", javaScriptEnabled: false });
    const noJsPage = await noJs.newPage();
    await noJsPage.goto("/no-such-page");
    expect(await background(noJsPage)).toBe(DARK_BG);
    await noJs.close();
  });
});
