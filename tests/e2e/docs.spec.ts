import type { Page } from "@playwright/test";
import { acceptCookies, ADMIN, expect, expectNoAxeViolations, hydrated, renderAllBlocks, test } from "./fixtures";

const LANGS = ["pt", "en", "es"] as const;
const ANCHORS = [
  "create-account",
  "accessing-the-platform",
  "menu-bar",
  "project-menu",
  "create-a-device",
  "auth",
  "dashboards",
  "tools",
  "users",
];
const TUTORIAL = "/docs/create-account";

const sideIndex = (page: Page) => page.getByTestId("side-index");
const currentIndexLink = (page: Page) => sideIndex(page).locator('a[aria-current="location"]');

test.describe("docs", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const lang of LANGS) {
    test(`every tutorial anchor exists exactly once in ${lang}, under one h1`, async ({ page }) => {
      await page.goto(`${TUTORIAL}?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "pt" ? "pt-BR" : lang);
      await expect(page.locator("h1")).toHaveCount(1);
      for (const anchor of ANCHORS) await expect(page.locator(`[id="${anchor}"]`), anchor).toHaveCount(1);
      await expect(page.getByTestId("docs-section")).toHaveCount(ANCHORS.length);
    });
  }

  test("the docs index links the tutorial's three parts, each to its own place and naming its sections, and lists the three solutions", async ({
    page,
  }) => {
    await page.goto("/docs");
    const cards = page.getByTestId("tutorial-card");
    await expect(cards).toHaveCount(3);
    const hrefs = await cards.getByRole("link").evaluateAll((links) => links.map((link) => link.getAttribute("href")));
    expect(hrefs).toEqual([TUTORIAL, `${TUTORIAL}#create-a-device`, `${TUTORIAL}#dashboards`]);
    await expect(cards).toContainText([/^Parte 1.*Seções 1 a 4/, /^Parte 2.*Seções 5 e 6/, /^Parte 3.*Seções 7 e 8/]);
    await expect(page.getByTestId("solution").getByRole("heading")).toHaveText([
      "Iluminação",
      "Persianas",
      "Climatização",
    ]);
    await hydrated(page);
    await cards.nth(1).getByRole("link").click();
    await expect(page).toHaveURL(/\/docs\/create-account#create-a-device$/);
    await expect(currentIndexLink(page)).toHaveAttribute("href", "#create-a-device");
  });

  test("the side index highlights the section in view: on load with a hash, after scrolling, after a jump and at the bottom", async ({
    page,
  }) => {
    await page.goto(`${TUTORIAL}#auth`);
    await hydrated(page);
    await expect(page.getByTestId("index-disclosure")).toBeHidden();
    await expect(currentIndexLink(page)).toHaveAttribute("href", "#auth");
    await expect(currentIndexLink(page)).toHaveCount(1);

    await page.evaluate(() => {
      const top = document.getElementById("dashboards")!.getBoundingClientRect().top + window.scrollY;
      window.scrollTo(0, top - 100);
    });
    await expect(currentIndexLink(page)).toHaveAttribute("href", "#dashboards");

    await sideIndex(page)
      .getByRole("link", { name: /O menu de projetos/ })
      .click();
    await expect(page).toHaveURL(/#project-menu$/);
    await expect(currentIndexLink(page)).toHaveAttribute("href", "#project-menu");

    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(currentIndexLink(page)).toHaveAttribute("href", "#users");
  });

  test("on a phone the bottom bar names the section in view and lists them all", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto(`${TUTORIAL}#dashboards`);
    await hydrated(page);
    const bar = page.getByTestId("section-bar");
    const toggle = bar.getByRole("button", { name: /Mostrar as seções da página/ });
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAccessibleName(/^Seção 7 de 9: Painéis/);
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await bar.getByRole("link", { name: /Usuários do projeto/ }).click();
    await expect(page).toHaveURL(/#users$/);
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toHaveAccessibleName(/^Seção 9 de 9: Usuários do projeto/);
  });

  // The section bodies below the first are rendered only near the viewport, each as tall as the estimate from its
  // own content until then (decision 041). A link to a section still lands its heading under the sticky header,
  // and the estimates stay close enough to the real heights that the page does not grow or shrink by much when
  // the visitor scrolls through it.
  test("a link to a section lands its heading under the header; the bodies' estimates are near their heights", async ({
    browser,
  }) => {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      for (const anchor of ["create-a-device", "dashboards", "users"]) {
        await page.goto(`${TUTORIAL}#${anchor}`);
        await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 300)));
        const top = await page.locator(`[id="${anchor}-title"]`).evaluate((title) => title.getBoundingClientRect().top);
        expect(top, `${anchor} at ${viewport.width} px`).toBeGreaterThan(60);
        expect(top, `${anchor} at ${viewport.width} px`).toBeLessThan(200);
      }
      await page.goto(TUTORIAL);
      const bodies = page.getByTestId("docs-section").locator('> div[style*="--characters"]');
      const estimated = await bodies.evaluateAll((all) => all.map((body) => body.getBoundingClientRect().height));
      await renderAllBlocks(page);
      const real = await bodies.evaluateAll((all) => all.map((body) => body.getBoundingClientRect().height));
      expect(real.length).toBeGreaterThan(5);
      const missed = estimated.map((height, index) => Math.abs(height - real[index]!) / real[index]!);
      expect(Math.max(...missed), `estimates ${estimated.join(", ")} against ${real.join(", ")}`).toBeLessThan(0.3);
      const total = (heights: number[]) => heights.reduce((sum, height) => sum + height, 0);
      expect(Math.abs(total(estimated) - total(real)) / total(real)).toBeLessThan(0.08);
      await context.close();
    }
  });

  test("a picture opens enlarged in a modal with its caption; Esc closes it and focus returns", async ({ page }) => {
    await page.goto(`${TUTORIAL}#create-a-device`);
    await hydrated(page);
    const opener = page.locator("#create-a-device").getByTestId("media-open").first();
    await opener.click();
    const dialog = page.getByTestId("media-dialog");
    await expect(dialog).toBeVisible();
    await expect(dialog.locator("figcaption")).toHaveText(/A aba Settings/);
    await expect(page.getByRole("dialog", { name: /A aba Settings/ })).toBeVisible();
    await expect(dialog.getByRole("button", { name: "Fechar imagem ampliada" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Fechar imagem ampliada" }).click();
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    // The search's shortcut over the picture closes it first, and the search takes the keys.
    await opener.press("Enter");
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Control+k");
    await expect(dialog).toBeHidden();
    const search = page.getByTestId("search-dialog").getByRole("combobox");
    await page.keyboard.type("painel");
    await expect(search).toBeFocused();
    await expect(search).toHaveValue("painel");
  });

  test("the tutorial carries its stylesheets, and a page opened from it after hydration loads its own", async ({
    page,
  }) => {
    const stylesheets: string[] = [];
    page.on("request", (request) => {
      if (request.resourceType() === "stylesheet") stylesheets.push(new URL(request.url()).pathname);
    });
    await page.goto(TUTORIAL);
    await expect(page.locator("head style[nonce]")).toHaveCount(3);
    await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
    await page.mouse.wheel(0, 300);
    await hydrated(page);
    expect(stylesheets).toEqual([]);
    await page.locator('footer a[href="/events"]').first().click();
    await expect(page).toHaveURL(/\/events$/);
    await expect(page.getByRole("searchbox")).toHaveCSS("border-radius", /^[1-9]/);
    await expect(page.locator("header").first()).toHaveCSS("position", "sticky");
    expect(stylesheets).toEqual([expect.stringMatching(/^\/assets\/events-[\w-]+\.css$/)]);
  });

  test("the tool selector offers nine tools; clicks and arrow keys switch tool and caption", async ({ page }) => {
    await page.goto(`${TUTORIAL}#tools`);
    await hydrated(page);
    const selector = page.getByTestId("tool-selector");
    const tabs = selector.getByRole("tab");
    await expect(tabs).toHaveCount(9);
    const tools = await tabs.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-tool")));
    expect(tools).toEqual(["Plus", "Create", "Move", "Edit", "Copy", "Remove", "ArrowUp", "ArrowDown", "FullScreen"]);
    const caption = selector.getByTestId("tool-caption");
    await expect(tabs.first()).toHaveAttribute("aria-selected", "true");
    await expect(caption).toContainText("três etapas");

    await selector.getByRole("tab", { name: "Mover", exact: true }).click();
    await expect(caption).toContainText("depois de salvar");
    await expect(selector.getByRole("tabpanel", { name: "Mover", exact: true })).toBeVisible();

    await page.keyboard.press("ArrowRight");
    const edit = selector.getByRole("tab", { name: "Editar" });
    await expect(edit).toBeFocused();
    await expect(edit).toHaveAttribute("aria-selected", "true");
    await expect(caption).toContainText("sem precisar removê-lo");
    await expect(selector.locator('[role="tab"][tabindex="0"]')).toHaveCount(1);

    await page.keyboard.press("End");
    await expect(selector.getByRole("tab", { name: "Tela cheia" })).toBeFocused();
    await expect(caption).toContainText("Esc");
    await page.keyboard.press("ArrowDown");
    await expect(selector.getByRole("tab", { name: "Adicionar" })).toHaveAttribute("aria-selected", "true");
    await page.keyboard.press("ArrowUp");
    await expect(selector.getByRole("tab", { name: "Tela cheia" })).toBeFocused();
  });

  test("the tool demos stand still under reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto(`${TUTORIAL}#tools`);
    await hydrated(page);
    const running = await page
      .getByTestId("tool-selector")
      .locator("svg[data-tool] *")
      .evaluateAll((nodes) => nodes.filter((node) => getComputedStyle(node).animationName !== "none").length);
    expect(running).toBe(0);
    await expect(page.getByTestId("tool-selector").getByRole("button", { name: "Pausar animação" })).toBeHidden();
  });

  for (const [lang, docsWord, docsTitle, blogWord, blogTitle] of [
    ["pt", "pinout", "Criar um dispositivo", "gaveta", /Autenticação de dispositivos/],
    ["en", "pinout", "Create a device", "drawer", /Device authentication/],
  ] as const) {
    test(`search (${lang}) finds a docs section and a blog article by a word of their body`, async ({ page }) => {
      const fetched: string[] = [];
      page.on("request", (request) => {
        if (/search-index\.json|minisearch|search-dialog/.test(request.url())) fetched.push(request.url());
      });
      await page.goto(`/blog?lang=${lang}`);
      await hydrated(page);
      expect(fetched, "nothing of the search is loaded before it opens").toEqual([]);

      await page.keyboard.press("Control+k");
      const dialog = page.getByTestId("search-dialog");
      await expect(dialog).toBeVisible();
      const input = dialog.getByRole("combobox");
      await expect(input).toBeFocused();
      await expect.poll(() => fetched.some((url) => url.includes(`search-index.json?lang=${lang}`))).toBe(true);

      await input.fill(docsWord);
      const results = dialog.getByTestId("search-result");
      await expect(results.first()).toContainText(docsTitle);
      await expect(results).toHaveCount(1);

      // Other page kinds may share the word (the ESP32 course also mentions a board "na gaveta"): the article is among the results.
      await input.fill(blogWord);
      await expect(results.filter({ hasText: blogTitle })).toHaveCount(1);
      await expect(input).toHaveAttribute("aria-activedescendant", (await results.first().getAttribute("id"))!);
      await expect(results.first()).toHaveAttribute("aria-selected", "true");

      await input.fill(docsWord);
      await expect(results.first()).toContainText(docsTitle);
      await input.press("Enter");
      await expect(dialog).toBeHidden();
      await expect(page).toHaveURL(new RegExp(`/docs/create-account\\?lang=${lang}&found=pinout#create-a-device$`));
      await expect(page.locator("#create-a-device")).toBeInViewport();
    });
  }

  test("search results are in the current language only and keyboard navigable", async ({ page }) => {
    await page.goto("/docs?lang=es");
    await hydrated(page);
    await page.keyboard.press("/");
    const dialog = page.getByTestId("search-dialog");
    const input = dialog.getByRole("combobox");
    await expect(input).toBeFocused();
    await input.fill("autenticación");
    const results = dialog.getByTestId("search-result");
    await expect(results.first()).toBeVisible();
    const titles = await results.allTextContents();
    expect(titles.join(" ")).not.toMatch(/Autenticação|Device authentication/);
    expect(await results.count()).toBeGreaterThan(1);
    await input.press("ArrowDown");
    await expect(results.nth(1)).toHaveAttribute("aria-selected", "true");
    await expect(input).toHaveAttribute("aria-activedescendant", (await results.nth(1).getAttribute("id"))!);
    await input.press("ArrowUp");
    await expect(results.first()).toHaveAttribute("aria-selected", "true");
  });

  test("search covers every page kind: 'preco' finds the plans, results grouped by kind with the words marked, Enter opens the best", async ({
    page,
  }) => {
    await page.goto("/events");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const dialog = page.getByTestId("search-dialog");
    const input = dialog.getByRole("combobox");
    await input.fill("preco");
    const groups = dialog.getByTestId("search-group");
    const plans = groups.filter({ has: page.getByText("Planos", { exact: true }) });
    await expect(plans.getByTestId("search-result").filter({ hasText: "Planos e preços" })).toHaveCount(1);
    await expect(plans.locator("mark").first()).toHaveText(/preço/i);
    const kinds = await groups.locator("p").allTextContents();
    expect(new Set(kinds).size).toBe(kinds.length);

    await input.fill("academia");
    await expect(dialog.getByTestId("search-result").first()).toContainText("Academia");
    await input.press("Enter");
    await expect(page).toHaveURL(/\/showcase\/gym$/);
  });

  test("the search opens from a button, keeps focus inside, and Esc returns focus to the opener", async ({ page }) => {
    await page.goto("/docs");
    await hydrated(page);
    const opener = page.getByRole("button", { name: "Buscar na documentação" }).first();
    await opener.click();
    const dialog = page.getByTestId("search-dialog");
    await expect(dialog.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Tab");
    await expect(dialog.getByRole("button", { name: "Fechar busca" })).toBeFocused();
    await page.keyboard.press("Shift+Tab");
    await expect(dialog.getByRole("combobox")).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();

    const field = page.locator("footer input[type=email]");
    await field.focus();
    await page.keyboard.press("/");
    await expect(field).toHaveValue("/");
    await expect(dialog).toBeHidden();
  });

  test("a search result opens its section with the found words marked, the first in view; a link clears them", async ({
    page,
  }) => {
    await page.goto("/docs?lang=en");
    await hydrated(page);
    await page.keyboard.press("Control+k");
    const input = page.getByTestId("search-dialog").getByRole("combobox");
    await input.fill("Pinout");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await input.press("Enter");
    await expect(page).toHaveURL(/\/docs\/create-account\?lang=en&found=pinout#create-a-device$/);
    const marks = page.locator("#tutorial mark");
    await expect(marks.first()).toHaveText(/^pinout$/i);
    const section = new URL(page.url()).hash.slice(1);
    await expect(page.locator(`[id="${section}"] mark`).first()).toBeInViewport();
    const notice = page.getByTestId("found-words");
    await expect(notice).toContainText("“pinout”");
    await notice.getByRole("link", { name: "Clear highlights" }).click();
    await expect(page).toHaveURL(/\/docs\/create-account\?lang=en$/);
    await expect(marks).toHaveCount(0);
    await expect(notice).toHaveCount(0);
  });

  test("a heading's link copies its address and says so; without scripts it is a plain link", async ({
    page,
    browser,
    context,
  }) => {
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await page.goto(`${TUTORIAL}?lang=es`);
    await hydrated(page);
    const link = page.locator("#auth h2 a.heading-link");
    await expect(link).toHaveAccessibleName("Enlace a la sección “Autenticación del dispositivo”");
    // By keyboard: a pointer click may land beside the link while the blocks above it render as it scrolls in.
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\?lang=es#auth$/);
    await expect(page.getByRole("status").filter({ hasText: "Enlace de la sección copiado." })).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());
    const contentHeading = page.locator("#auth h3[id]").first();
    const contentId = await contentHeading.getAttribute("id");
    await contentHeading.locator("a.heading-link").focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?lang=es#${contentId}$`));
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

    const plain = await browser.newContext({ javaScriptEnabled: false });
    const noScript = await plain.newPage();
    await noScript.goto(TUTORIAL);
    await noScript.locator("#dashboards h2 a.heading-link").click();
    await expect(noScript).toHaveURL(/\/docs\/create-account#dashboards$/);
    await plain.close();
  });

  test("'Was this page helpful?' is asked once, after the last section, and answers in place once hydrated, with a comment; the admin export counts it", async ({
    page,
    request,
  }) => {
    await page.goto(`${TUTORIAL}?lang=en`);
    await hydrated(page);
    const feedback = page.getByTestId("feedback");
    await expect(feedback).toHaveCount(1);
    await expect(page.locator("#tutorial time")).toHaveCount(0);
    await expect(page.locator("main time")).toHaveCount(1);
    expect(
      await feedback.evaluate((form) => Boolean(document.getElementById("users")!.compareDocumentPosition(form) & 4)),
    ).toBe(true);
    await expect(feedback.getByText("Was this page helpful?")).toBeVisible();
    await feedback.getByText("Add a comment (optional)").click();
    await feedback.getByLabel("Comment", { exact: true }).fill("Say which roles can add people.");
    await feedback.getByRole("button", { name: "No" }).click();
    await expect(feedback.getByRole("status")).toHaveText("Thank you! Your answer was recorded.");
    await expect(feedback.getByRole("status")).toBeFocused();
    await expect(page).toHaveURL(/\/docs\/create-account\?lang=en$/);
    const exported = await request.get("/api/admin/leads?table=feedback&format=json", { headers: ADMIN });
    const { data } = (await exported.json()) as { data: Array<{ page: string; no: number; comments: number }> };
    expect(data.find((row) => row.page === TUTORIAL)).toMatchObject({ no: 1, comments: 1 });
  });

  test("without scripts on a phone: 'On this page' opens at the top and lands a section, and the page's feedback posts", async ({
    browser,
  }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(TUTORIAL);
    const disclosure = page.getByTestId("index-disclosure");
    const dashboards = disclosure.getByRole("link", { name: "Painéis" });
    await expect(dashboards).toBeHidden();
    await disclosure.getByText("Nesta página").click();
    await expect(disclosure.getByRole("link")).toHaveCount(ANCHORS.length);
    await dashboards.click();
    await expect(page).toHaveURL(/#dashboards$/);
    await expect(page.locator("#dashboards-title")).toBeInViewport();

    const feedback = page.getByTestId("feedback");
    await feedback.getByRole("button", { name: "Sim", exact: true }).click();
    await expect(page).toHaveURL(`/confirmation/feedback?from=${encodeURIComponent(TUTORIAL)}`);
    await context.close();
  });

  for (const width of [900, 1440]) {
    test(`the header search trigger opens the dialog at ${width} px`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto("/blog");
      await hydrated(page);
      const trigger = page.getByTestId("search-button");
      await expect(trigger).toBeVisible();
      await trigger.click();
      await expect(page.getByTestId("search-dialog").getByRole("combobox")).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(trigger).toBeFocused();
    });
  }

  for (const [width, scheme] of [
    [1440, "light"],
    [1440, "dark"],
    [390, "light"],
    [390, "dark"],
  ] as const) {
    test(`no axe violations on /docs and the tutorial at ${width} px (${scheme})`, async ({ page }) => {
      test.setTimeout(60_000);
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: "reduce" });
      await page.setViewportSize({ width, height: 900 });
      for (const path of ["/docs", TUTORIAL]) {
        await page.goto(path);
        await hydrated(page);
        await expectNoAxeViolations(page);
      }
    });
  }

  test("no axe violations with the search dialog and the picture modal open", async ({ page }) => {
    await page.goto(TUTORIAL);
    await hydrated(page);
    await page.keyboard.press("Control+k");
    await page.getByTestId("search-dialog").getByRole("combobox").fill("painel");
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="search-dialog"]');
    await page.keyboard.press("Escape");
    await page.getByTestId("media-open").first().click();
    await expect(page.getByTestId("media-dialog")).toBeVisible();
    await expectNoAxeViolations(page, '[data-testid="media-dialog"]');
  });
});
