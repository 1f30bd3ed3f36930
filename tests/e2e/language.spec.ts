import { chromium } from "@playwright/test";
import { E2E_PORT } from "../../playwright.config";
import { acceptCookies, expect, hydrated, test } from "./fixtures";

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

  test("the host decides first: .com.br is pt and .com is en", async () => {
    const browser = await chromium.launch({
      executablePath: "/usr/bin/chromium",
      args: ["--no-sandbox", "--disable-gpu", "--host-resolver-rules=MAP niot.com.br 127.0.0.1, MAP niot.com 127.0.0.1"],
    });
    try {
      const context = await browser.newContext({ locale: "es-ES" });
      await context.addCookies([{ name: "lang", value: "es", url: `http://niot.com.br:${E2E_PORT}` }]);
      const page = await context.newPage();
      await page.goto(`http://niot.com.br:${E2E_PORT}/no-such-page`);
      await expect(page.locator("html")).toHaveAttribute("lang", "pt-BR");
      await page.goto(`http://niot.com:${E2E_PORT}/no-such-page`);
      await expect(page.locator("html")).toHaveAttribute("lang", "en");
    } finally {
      await browser.close();
    }
  });

  test("switching from the header changes the page without a reload and persists", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/no-such-page");
    await hydrated(page);
    await page.evaluate(() => ((window as { marker?: number }).marker = 42));
    await page.getByRole("button", { name: "Idioma: Português" }).click();
    await page.getByRole("button", { name: "English" }).click();
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
