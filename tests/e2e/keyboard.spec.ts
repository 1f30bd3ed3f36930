import type { Locator, Page } from "@playwright/test";
import { acceptCookies, expect, hydrated, test } from "./fixtures";

/**
 * Journeys made with the keyboard alone: what a visitor who cannot use a mouse does on the site, from the
 * first Tab to a submitted form. Single widgets are covered by their screens' specs; these follow them in use.
 */

interface Stop {
  tag: string;
  name: string;
  x: number;
  y: number;
  width: number;
  height: number;
  inHeader: boolean;
  inMain: boolean;
  inDialog: boolean;
}

/** What has focus now: its name, box and where it sits. */
function focused(page: Page): Promise<Stop> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const box = element.getBoundingClientRect();
    const labelled = element.getAttribute("aria-labelledby");
    const name =
      element.getAttribute("aria-label") ??
      (labelled ? document.getElementById(labelled)?.textContent : null) ??
      element.textContent ??
      "";
    return {
      tag: element.tagName.toLowerCase(),
      name: name.replace(/\s+/g, " ").trim(),
      x: box.x,
      y: box.y,
      width: box.width,
      height: box.height,
      inHeader: Boolean(element.closest("header")) && !element.closest("dialog"),
      inMain: Boolean(element.closest("main")),
      inDialog: Boolean(element.closest("dialog[open], dialog:popover-open")),
    };
  });
}

/** Presses Tab until `target` has focus (at most `limit` times); returns every stop on the way. */
async function tabTo(page: Page, target: Locator, limit = 40): Promise<Stop[]> {
  const stops: Stop[] = [];
  for (let step = 0; step < limit; step++) {
    await page.keyboard.press("Tab");
    stops.push(await focused(page));
    if (await target.evaluate((element) => element === document.activeElement)) return stops;
  }
  throw new Error(
    `no focus on ${target.toString()} after ${limit} Tabs; last stops: ${stops
      .slice(-5)
      .map((stop) => stop.name)
      .join(" | ")}`,
  );
}

async function open(page: Page, path: string) {
  await acceptCookies(page);
  await page.goto(path);
  await hydrated(page);
}

test.describe("keyboard journeys", () => {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`the skip link is the first stop, shows when focused and takes focus to the content (${viewport.width}px)`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await open(page, "/docs");
      const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
      const hidden = (await skip.boundingBox())!;
      expect(hidden.y + hidden.height, "off screen until focused").toBeLessThanOrEqual(0);

      await page.keyboard.press("Tab");
      await expect(skip).toBeFocused();
      const shown = (await skip.boundingBox())!;
      expect(shown.y).toBeGreaterThanOrEqual(0);
      expect(shown.x).toBeGreaterThanOrEqual(0);
      expect(shown.x + shown.width).toBeLessThanOrEqual(viewport.width);
      expect(shown.height).toBeGreaterThanOrEqual(24);

      await page.keyboard.press("Enter");
      await expect(page.locator("main#main")).toBeFocused();
      await page.keyboard.press("Tab");
      const next = await focused(page);
      expect(next.inMain, `the Tab after the skip link lands in the content, not on "${next.name}"`).toBe(true);
      expect(next.inHeader).toBe(false);
    });
  }

  test("every header stop is visible, named and in reading order, and the header's menus work without a mouse", async ({
    page,
  }) => {
    await open(page, "/docs");
    const language = page.getByRole("button", { name: "Idioma: PT" });
    const stops = await tabTo(page, language);
    const header = stops.slice(1).filter((stop) => stop.inHeader);
    expect(header.length).toBeGreaterThan(6);
    for (const stop of header) {
      expect(stop.name, `${stop.tag} without a name`).not.toBe("");
      expect(stop.width * stop.height, `"${stop.name}" has focus but no size`).toBeGreaterThan(100);
      expect(stop.y, `"${stop.name}" is off screen`).toBeGreaterThanOrEqual(0);
    }
    const xs = header.map((stop) => Math.round(stop.x));
    expect(xs, "stops follow the bar from left to right").toEqual([...xs].sort((a, b) => a - b));

    // Enter opens; arrows walk the entries and wrap; Esc closes and gives focus back to the button.
    await page.keyboard.press("Enter");
    await expect(language).toHaveAttribute("aria-expanded", "true");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "Português", exact: true })).toBeFocused();
    await page.keyboard.press("ArrowUp");
    await expect(page.getByRole("link", { name: "Español", exact: true })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(language).toHaveAttribute("aria-expanded", "false");
    await expect(language).toBeFocused();

    // Space opens too; Tab walks the entries in order and, past the last, closes the menu on the way out.
    await page.keyboard.press("Space");
    await expect(language).toHaveAttribute("aria-expanded", "true");
    for (const name of ["Português", "English", "Español"]) {
      await page.keyboard.press("Tab");
      await expect(page.getByRole("link", { name, exact: true })).toBeFocused();
    }
    await page.keyboard.press("Tab");
    const github = page.getByRole("button", { name: "Bibliotecas no GitHub" });
    await expect(github).toBeFocused();
    await expect(language).toHaveAttribute("aria-expanded", "false");

    // The GitHub menu: arrows reach both libraries, Esc returns to its button.
    await page.keyboard.press("ArrowDown");
    await expect(github).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByRole("link", { name: /Remote-IO para ESP32/ })).toBeFocused();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: /Remote-IO para ESP8266/ })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: /Remote-IO para ESP8266/ })).toBeHidden();
    await expect(github).toBeFocused();
  });

  test("the language is switched from the keyboard and focus stays on the menu button", async ({ page }) => {
    await open(page, "/docs");
    const language = page.getByRole("button", { name: "Idioma: PT" });
    await tabTo(page, language);
    await page.keyboard.press("ArrowDown");
    await page.keyboard.press("ArrowDown");
    await expect(page.getByRole("link", { name: "English", exact: true })).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Learn NIoT by doing");
    // Site fix: the chosen entry disappears with the menu, so focus goes back to the button instead of the page's start.
    await expect(page.getByRole("button", { name: "Language: EN" })).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("button", { name: "Libraries on GitHub" })).toBeFocused();
  });

  test("the theme toggle flips with Enter and Space, keeps focus, says what it will do, and the choice persists", async ({
    browser,
  }) => {
    const context = await browser.newContext({
      colorScheme: "light",
      locale: "pt-BR",
      viewport: { width: 1440, height: 900 },
    });
    const page = await context.newPage();
    await open(page, "/docs");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    const toggle = page.getByTestId("theme-toggle");
    await tabTo(page, toggle);
    await expect(toggle).toHaveAccessibleName("Usar tema escuro");

    await page.keyboard.press("Enter");
    await expect(html).toHaveAttribute("data-theme", "dark");
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAccessibleName("Usar tema claro");
    await page.keyboard.press("Space");
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.keyboard.press("Enter");
    await expect(html).toHaveAttribute("data-theme", "dark");

    await page.reload();
    await hydrated(page);
    await expect(html).toHaveAttribute("data-theme", "dark");
    await tabTo(page, toggle);
    await expect(toggle).toHaveAccessibleName("Usar tema claro");
    await context.close();
  });

  test("a form sent empty with Enter marks its fields, links each error and moves focus to the first one to fix", async ({
    page,
  }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await open(page, "/demo-form");
    const form = page.locator("#demo-form");
    const nome = form.getByLabel("Nome", { exact: true });
    const sobrenome = form.getByLabel("Sobrenome");
    const stops = await tabTo(page, nome, 60);
    expect(
      stops.every((stop) => stop.width * stop.height > 0),
      "no invisible stop on the way to the form",
    ).toBe(true);

    // Enter in a text field sends the form.
    await page.keyboard.press("Enter");
    await expect(nome).toBeFocused();
    await expect(nome).toHaveAttribute("aria-invalid", "true");
    await expect(nome).toHaveAccessibleDescription("Preencha este campo.");
    const errorId = (await nome.getAttribute("aria-describedby"))!;
    await expect(page.locator(`[id="${errorId}"]`)).toBeVisible();
    await expect(form.locator("[aria-invalid='true']")).toHaveCount(8);

    // Fix the first field and send again: focus moves on to the next one that needs work.
    await page.keyboard.type("Marina");
    await page.keyboard.press("Enter");
    await expect(sobrenome).toBeFocused();
    await expect(sobrenome).toHaveAccessibleDescription("Preencha este campo.");
    await expect(nome).not.toHaveAttribute("aria-invalid", "true");
    await page.keyboard.type("Al");
    await page.keyboard.press("Enter");
    await expect(sobrenome).toBeFocused();
    await expect(sobrenome).toHaveAccessibleDescription("Use pelo menos 3 caracteres.");

    // The select is reached and answered from the keyboard too.
    const interesse = form.getByLabel("Principal interesse");
    await tabTo(page, interesse, 10);
    await expect(interesse).toHaveAttribute("aria-invalid", "true");
    await page.keyboard.press("ArrowDown");
    await expect(interesse).not.toHaveValue("");
    expect(posts).toEqual([]);
  });

  test("the search dialog keeps Tab inside, keeps arrow keys for its results and gives focus back to the opener", async ({
    page,
  }) => {
    await open(page, "/docs");
    const skip = page.getByRole("link", { name: "Pular para o conteúdo" });
    await page.keyboard.press("Tab");
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await page.keyboard.press("Tab");
    const opener = await focused(page);
    expect(opener.inMain).toBe(true);

    await page.keyboard.press("Control+k");
    const dialog = page.getByTestId("search-dialog");
    const input = dialog.getByRole("combobox");
    await expect(input).toBeFocused();
    await page.keyboard.type("painel");
    const results = dialog.getByTestId("search-result");
    await expect(results.first()).toBeVisible();
    await page.keyboard.press("ArrowDown");
    await expect(results.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(input).toBeFocused();

    // A native modal dialog: the page behind is inert. Tab may step out to the browser's own controls
    // (nothing has focus in the page then), but never onto the page behind the dialog.
    for (const key of ["Tab", "Shift+Tab"]) {
      for (let step = 0; step < 8; step++) {
        await page.keyboard.press(key);
        const stop = await focused(page);
        expect(
          stop.inDialog || stop.tag === "body",
          `${key} ${step + 1} reached "${stop.name}" behind the dialog`,
        ).toBe(true);
      }
    }
    await input.focus();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    expect((await focused(page)).name).toBe(opener.name);
  });

  test("the phone menu opens from the keyboard, keeps Tab inside and Esc returns to its button", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page, "/docs");
    const menuButton = page.getByTestId("menu-button");
    const stops = await tabTo(page, menuButton, 20);
    expect(
      stops.every((stop) => stop.width * stop.height > 0),
      "no hidden desktop control takes focus on a phone",
    ).toBe(true);
    await page.keyboard.press("Enter");
    const menu = page.getByRole("dialog", { name: "Menu" });
    await expect(menu).toBeVisible();
    expect((await focused(page)).inDialog).toBe(true);
    const names = new Set<string>();
    for (let step = 0; step < 16; step++) {
      await page.keyboard.press("Tab");
      const stop = await focused(page);
      expect(stop.inDialog || stop.tag === "body", `Tab reached "${stop.name}" behind the menu`).toBe(true);
      if (stop.inDialog) names.add(stop.name);
    }
    expect([...names]).toEqual(expect.arrayContaining(["Fechar menu", "Planos", "Showcase", "Entrar"]));
    await page.keyboard.press("Escape");
    await expect(menu).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test("the FAQ opens and closes with Space and Enter while Tab goes question to question", async ({ page }) => {
    await open(page, "/price");
    const questions = page.getByTestId("faq").locator("summary");
    const items = page.getByTestId("faq").locator("details");
    await questions.first().focus();
    await page.keyboard.press("Space");
    await expect(items.first()).toHaveAttribute("open", "");
    await page.keyboard.press("Tab");
    await expect(questions.nth(1)).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(items.nth(1)).toHaveAttribute("open", "");
    await expect(items.first(), "several answers may stay open").toHaveAttribute("open", "");
    for (let index = 2; index < 8; index++) {
      await page.keyboard.press("Tab");
      await expect(questions.nth(index)).toBeFocused();
    }
    await page.keyboard.press("Shift+Tab");
    await expect(questions.nth(6)).toBeFocused();
    await questions.first().focus();
    await page.keyboard.press("Space");
    await expect(items.first()).not.toHaveAttribute("open", "");
    await expect(items.first().locator("p")).toBeHidden();
  });

  test("the tool tabs: one Tab stop for the list, Tab moves into the panel and Shift+Tab returns to the chosen tool", async ({
    page,
  }) => {
    await open(page, "/docs/create-account#tools");
    const selector = page.getByTestId("tool-selector");
    const tabs = selector.getByRole("tab");
    await tabs.first().focus();
    await page.keyboard.press("ArrowRight");
    await page.keyboard.press("ArrowRight");
    const move = selector.getByRole("tab", { name: "Mover", exact: true });
    await expect(move).toBeFocused();
    await expect(move).toHaveAttribute("aria-selected", "true");

    // Tab leaves the list at once (the other tools are not stops) and reaches the panel's control.
    await page.keyboard.press("Tab");
    const pause = selector.getByRole("tabpanel").getByRole("button", { name: "Pausar animação" });
    await expect(pause).toBeFocused();
    await page.keyboard.press("Space");
    await expect(selector.getByRole("tabpanel").getByRole("button", { name: "Reproduzir animação" })).toBeFocused();

    await page.keyboard.press("Shift+Tab");
    await expect(move).toBeFocused();
    await page.keyboard.press("Home");
    await expect(tabs.first()).toBeFocused();
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("Shift+Tab");
    expect(await tabs.evaluateAll((nodes) => nodes.some((node) => node === document.activeElement))).toBe(false);
  });
});
