import { chromium } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../../scripts/support/chromium";
import { acceptCookies, bootReady, expect, hydrated, test } from "./fixtures";

test.describe("language", () => {
  test("follows Accept-Language when nothing is stored", async ({ browser }) => {
    for (const [locale, lang, skip] of [
      ["es-AR", "es", "Saltar al contenido"],
      ["de-DE", "en", "Skip to content"],
      ["pt-PT", "pt-BR", "Pular para o conteúdo"],
    ] as const) {
      const context = await browser.newContext({ locale });
      const page = await context.newPage();
      await page.goto("/no-such-page");
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("link", { name: skip })).toBeAttached();
      await context.close();
    }
  });

  test("a lang cookie wins over the browser language", async ({ browser }) => {
    const context = await browser.newContext({ locale: "es-ES" });
    await context.addCookies([{ name: "lang", value: "en", url: `http://127.0.0.1:${E2E_PORT}` }]);
    const page = await context.newPage();
    await page.goto("/no-such-page");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page).toHaveTitle("Page not found | NIoT");
    await context.close();
  });

  test("the domain gives the first language; a choice made on www.niot.com.br sticks there, with and without scripts", async () => {
    const browser = await chromium.launch({
      executablePath: CHROMIUM_PATH,
      args: [...CHROMIUM_FLAGS, "--host-resolver-rules=MAP www.niot.com.br 127.0.0.1, MAP niot.com 127.0.0.1"],
    });
    const site = `http://www.niot.com.br:${E2E_PORT}`;
    try {
      for (const javaScriptEnabled of [true, false]) {
        const context = await browser.newContext({ locale: "es-ES", javaScriptEnabled });
        const page = await context.newPage();
        await page.goto(`${site}/docs`);
        await expect(page.locator("html"), "the .com.br domain opens in Portuguese").toHaveAttribute("lang", "pt-BR");
        if (javaScriptEnabled) await bootReady(page);
        await page.getByRole("button", { name: "Idioma: PT" }).click();
        await page.getByRole("link", { name: "English" }).click();
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learn NIoT by doing");
        await page.goto(`${site}/docs`);
        await expect(page.locator("html"), "after a reload").toHaveAttribute("lang", "en");
        await page.goto(`${site}/about`);
        await expect(page.locator("html"), "on the next page").toHaveAttribute("lang", "en");
        await context.close();
      }
      const fresh = await browser.newContext({ locale: "pt-BR" });
      const page = await fresh.newPage();
      await page.goto(`http://niot.com:${E2E_PORT}/no-such-page`);
      await expect(page.locator("html"), "the .com domain opens in English").toHaveAttribute("lang", "en");
      await fresh.close();
    } finally {
      await browser.close();
    }
  });

  test("switching from the header changes the page without a reload and persists", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/no-such-page");
    await hydrated(page);
    await page.evaluate(() => ((window as { marker?: number }).marker = 42));
    await page.getByRole("button", { name: "Idioma: PT" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    expect(await page.evaluate(() => (window as { marker?: number }).marker)).toBe(42);
    expect(await page.evaluate(() => localStorage.getItem("lang"))).toBe("en");
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found");
  });

  test("?lang= gives a shareable address per language and is kept for the next pages", async ({ page }) => {
    await page.goto("/no-such-page?lang=es");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
    await page.goto("/another-missing-page");
    await expect(page.locator("html")).toHaveAttribute("lang", "es");
  });
});
