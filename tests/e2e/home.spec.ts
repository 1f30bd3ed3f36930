import fs from "node:fs";
import type { Page } from "@playwright/test";
import { acceptCookies, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const HOME = JSON.parse(fs.readFileSync(new URL("../../app/locales/pt/home.json", import.meta.url), "utf8")) as {
  prompt: { placeholders: string[]; examples: Array<{ label: string; prompt: string }>; send: string };
  hero: { demo: string };
};
const PLACEHOLDERS = HOME.prompt.placeholders;
const DARK_BG = "rgb(7, 11, 23)";

const promptField = (page: Page) => page.getByRole("textbox", { name: "Descreva o que você quer automatizar" });
const sendButton = (page: Page) => page.getByRole("button", { name: new RegExp(HOME.prompt.send) });

async function openHome(page: Page) {
  await acceptCookies(page);
  await page.goto("/");
  await hydrated(page);
}

test.describe("home", () => {
  // The dev server (E2E_SERVER=dev) optimizes dependencies on first sight and then reloads the page;
  // load the screens once until a load goes through without a reload, so the tests see a settled page.
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(120_000);
    const page = await browser.newPage();
    for (let attempt = 0; attempt < 6; attempt += 1) {
      let navigations = 0;
      const count = () => (navigations += 1);
      page.on("framenavigated", count);
      for (const path of ["/", "/demo-form", "/"]) {
        await page.goto(path, { waitUntil: "networkidle" });
      }
      await page.waitForTimeout(1500);
      page.off("framenavigated", count);
      if (navigations <= 3) break;
    }
    await page.close();
  });

  test("send is disabled for empty and blank text, enabled otherwise, and opens register with the prompt", async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const opened: unknown[][] = [];
      (window as unknown as { opened: unknown[][] }).opened = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    await openHome(page);
    await expect(sendButton(page)).toBeDisabled();
    await promptField(page).fill("   \n\t  ");
    await expect(sendButton(page)).toBeDisabled();
    await promptField(page).fill("  Ligue a luz & me avise  ");
    await expect(sendButton(page)).toBeEnabled();
    await sendButton(page).click();
    const opened = await page.evaluate(() => (window as unknown as { opened: unknown[][] }).opened);
    expect(opened).toHaveLength(1);
    expect(opened[0]![0]).toMatch(/\/register\?prompt=Ligue%20a%20luz%20%26%20me%20avise$/);
    expect(opened[0]!.slice(1)).toEqual(["_blank", "noopener"]);
  });

  test("the example buttons fill the textarea with their prompt", async ({ page }) => {
    await openHome(page);
    for (const example of HOME.prompt.examples) {
      await page.getByRole("button", { name: example.label }).click();
      await expect(promptField(page)).toHaveValue(example.prompt);
      await expect(promptField(page)).toBeFocused();
      await expect(sendButton(page)).toBeEnabled();
    }
  });

  test("the placeholder types, holds, deletes and moves to the next example, and stops while focused", async ({
    page,
  }) => {
    await page.clock.install();
    await openHome(page);
    const field = promptField(page);
    // Focus stops the cycle on a whole example; from there the timing is exact.
    await field.focus();
    const shown = (await field.getAttribute("placeholder")) ?? "";
    const start = PLACEHOLDERS.indexOf(shown);
    expect(start).toBeGreaterThanOrEqual(0);
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 1000);
    await page.clock.runFor(5000);
    await expect(field).toHaveAttribute("placeholder", shown);

    await field.blur();
    await expect(field).toHaveAttribute("placeholder", shown);
    await page.clock.runFor(699);
    await expect(field).toHaveAttribute("placeholder", shown);
    await page.clock.runFor(1);
    await expect(field).toHaveAttribute("placeholder", shown.slice(0, -1));
    await page.clock.runFor(40 * (shown.length - 2));
    await expect(field).toHaveAttribute("placeholder", shown.slice(0, 1));
    await page.clock.runFor(40);
    await expect(field).toHaveAttribute("placeholder", "");
    await page.clock.runFor(249);
    await expect(field).toHaveAttribute("placeholder", "");

    // Then every example in turn, cyclically, back to the one we started from.
    for (let step = 1; step <= PLACEHOLDERS.length; step += 1) {
      const example = PLACEHOLDERS[(start + step) % PLACEHOLDERS.length]!;
      await page.clock.runFor(1);
      await expect(field).toHaveAttribute("placeholder", example.slice(0, 1));
      await page.clock.runFor(60 * 4);
      await expect(field).toHaveAttribute("placeholder", example.slice(0, 5));
      await page.clock.runFor(60 * (example.length - 5));
      await expect(field).toHaveAttribute("placeholder", example);
      await page.clock.runFor(700 + 40 * (example.length - 1));
      await expect(field).toHaveAttribute("placeholder", "");
      await page.clock.runFor(249);
    }
  });

  test("under reduced motion the placeholder is one still example and the feature strip is a still grid", async ({
    browser,
  }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", locale: "pt-BR" });
    const page = await context.newPage();
    await page.clock.install();
    await openHome(page);
    await expect(promptField(page)).toHaveAttribute("placeholder", PLACEHOLDERS[0]!);
    await page.clock.runFor(5000);
    await expect(promptField(page)).toHaveAttribute("placeholder", PLACEHOLDERS[0]!);
    const strip = page.getByRole("group", { name: "Recursos da plataforma" });
    await expect(strip.locator("ul[aria-hidden='true']")).toBeHidden();
    await expect(strip.getByRole("listitem")).toHaveCount(12);
    await context.close();
  });

  test("desktop: the demo button scrolls to the home demo form and focuses its first field", async ({ page }) => {
    await openHome(page);
    const section = page.locator("#home-demo");
    await expect(section).not.toBeInViewport();
    await page.getByTestId("home-demo-button").click();
    await expect(section).toBeInViewport();
    await expect(section.getByRole("textbox", { name: "Nome", exact: true })).toBeFocused();
    await expect(page).toHaveURL(/\/$/);
  });

  test("mobile 390×844: the demo button goes to /demo-form", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });
    const page = await context.newPage();
    await openHome(page);
    await page.getByTestId("home-demo-button").click();
    await expect(page).toHaveURL(/\/demo-form$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await context.close();
  });

  test("/ is dark on a light system", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light", locale: "pt-BR" });
    const page = await context.newPage();
    await openHome(page);
    await expect(page.locator("html")).toHaveAttribute("data-force-dark", "");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    await context.close();
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`no axe violations at ${viewport.width}×${viewport.height}`, async ({ browser }) => {
      const context = await browser.newContext({ viewport, locale: "pt-BR" });
      const page = await context.newPage();
      await openHome(page);
      await expectNoAxeViolations(page);
      await context.close();
    });
  }
});
