import { acceptCookies, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const IDS = [
  "model-apartment",
  "gourmet-space",
  "gym",
  "coworking",
  "meeting",
  "external-ilumination",
  "opening-control",
  "ilumination-control",
  "climate-control",
];

test.describe("showcase", () => {
  // The dev server compiles a route on its first visit; give cold starts room.
  test.describe.configure({ timeout: 60_000 });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("the list has nine cards linking to nine case pages", async ({ page }) => {
    await page.goto("/showcase");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Espaços inteligentes, um caso de cada vez");
    const links = page.getByTestId("case-card").getByRole("link");
    await expect(links).toHaveCount(9);
    const hrefs = await links.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(hrefs.sort()).toEqual(IDS.map((id) => `/showcase/${id}`).sort());
    for (const id of IDS) {
      const response = await page.request.get(`/showcase/${id}`);
      expect(response.status(), id).toBe(200);
      expect(await response.text()).toContain("<h1");
    }
  });

  test("the search narrows the cards ignoring accents and case, and says when nothing matches", async ({ page }) => {
    await page.goto("/showcase");
    await hydrated(page);
    const search = page.getByRole("searchbox", { name: "Buscar nos casos" });
    await search.fill("PORTOES");
    await expect(page.getByTestId("case-card")).toHaveCount(1);
    await expect(page.getByTestId("case-card").getByRole("link")).toHaveAttribute("href", "/showcase/opening-control");
    await expect(page.getByTestId("showcase-count")).toHaveText("1 caso");
    await search.fill("relé");
    const count = await page.getByTestId("case-card").count();
    expect(count).toBeGreaterThan(1);
    expect(count).toBeLessThan(9);
    await search.fill("submarino");
    await expect(page.getByTestId("case-card")).toHaveCount(0);
    await expect(page.getByTestId("showcase-empty")).toContainText("Nenhum caso corresponde a “submarino”.");
    await page.getByRole("button", { name: "Mostrar todos os casos" }).click();
    await expect(page.getByTestId("case-card")).toHaveCount(9);
    await expect(search).toBeFocused();
  });

  test("the search works in the page's language and from a ?q= address without JavaScript state", async ({ page }) => {
    await page.goto("/showcase?lang=en&q=gym");
    await expect(page.getByTestId("case-card")).toHaveCount(1);
    await expect(page.getByRole("searchbox", { name: "Search the cases" })).toHaveValue("gym");
    await page.goto("/showcase?lang=es");
    await hydrated(page);
    await page.getByRole("searchbox", { name: "Buscar en los casos" }).fill("GIMNASIO");
    await expect(page.getByTestId("case-card")).toHaveCount(1);
    await expect(page.getByTestId("case-card").getByRole("link")).toHaveAttribute("href", "/showcase/gym");
  });

  test("hovering or focusing a card swaps its banner for the hover banner", async ({ page }) => {
    await page.goto("/showcase");
    await hydrated(page);
    const card = page.getByTestId("case-card").first();
    const hover = card.locator('img[data-banner="hover"]');
    await expect(hover).toHaveAttribute("src", "/illustrations/showcase/model-apartment-card-hover.svg");
    await expect(card.locator('img[data-banner="base"]')).toHaveAttribute(
      "src",
      "/illustrations/showcase/model-apartment-card.svg",
    );
    await expect(hover).toHaveCSS("opacity", "0");
    await card.hover();
    await expect(hover).toHaveCSS("opacity", "1");
    await page.mouse.move(5, 5);
    await expect(hover).toHaveCSS("opacity", "0");
    await card.getByRole("link").focus();
    await expect(hover).toHaveCSS("opacity", "1");
  });

  test("a case page shows its banner and text, lists the other eight, and a click opens one at the top", async ({
    page,
  }) => {
    await page.goto("/showcase/gym");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Academia do condomínio");
    await expect(page.locator('img[src="/illustrations/showcase/gym-banner.svg"]')).toHaveAttribute("alt", /esteira/);
    await expect(page.locator("article h2#devices")).toBeVisible();
    await expect(page.locator("article ul li").first()).toBeVisible();
    const others = page.getByTestId("other-cases").getByRole("link");
    await expect(others).toHaveCount(8);
    const hrefs = await others.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("href")));
    expect(hrefs.sort()).toEqual(
      IDS.filter((id) => id !== "gym")
        .map((id) => `/showcase/${id}`)
        .sort(),
    );

    const target = page.getByTestId("other-cases").getByRole("link", { name: /Sala de reunião/ });
    await target.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    await target.click();
    await expect(page).toHaveURL(/\/showcase\/meeting$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Sala de reunião");
    await expect(page.getByRole("heading", { level: 1 })).toBeFocused();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(page.getByTestId("other-cases").getByRole("link", { name: /Academia/ })).toHaveCount(1);
  });

  test("the simulator goes inactive after 30 minutes without motion and comes back with motion", async ({ page }) => {
    await page.goto("/showcase/model-apartment");
    await hydrated(page);
    const panel = page.getByTestId("presence-panel");
    const status = panel.getByTestId("presence-status");
    const living = panel.getByRole("button", { name: "Luzes da sala" });
    const bedroom = panel.getByRole("button", { name: "Abajur do quarto" });
    const tv = panel.getByRole("button", { name: "TV" });
    await expect(status).toHaveText("Ativo");
    await expect(living).toHaveAttribute("aria-pressed", "true");
    await expect(bedroom).toHaveAttribute("aria-pressed", "false");

    await tv.click();
    await expect(tv).toHaveAttribute("aria-pressed", "false");
    await panel.getByRole("button", { name: "+5 min" }).click();
    await expect(panel.getByTestId("presence-clock")).toHaveText("18:05");
    await expect(status).toHaveText("Ativo");
    await panel.getByRole("button", { name: "+30 min" }).click();
    await expect(status).toHaveText("Inativo");
    await expect(panel.getByTestId("presence-clock")).toHaveText("18:35");
    for (const device of [living, bedroom, tv]) await expect(device).toHaveAttribute("aria-pressed", "false");
    await expect(panel.getByTestId("presence-timeline").locator("li").first()).toContainText("18:30");
    await expect(panel.getByTestId("presence-timeline").locator("li").first()).toContainText("espaço inativo");

    await panel.getByRole("button", { name: "Simular movimento" }).click();
    await expect(status).toHaveText("Ativo");
    await expect(living).toHaveAttribute("aria-pressed", "true");
    await expect(panel.getByRole("button", { name: "Ar-condicionado" })).toHaveAttribute("aria-pressed", "true");
    await expect(bedroom).toHaveAttribute("aria-pressed", "false");
    await expect(tv).toHaveAttribute("aria-pressed", "false");
    await expect(panel.getByTestId("presence-timeline").locator("li").first()).toContainText("Espaço ativo de novo");
  });

  test("an unknown case answers 404", async ({ page }) => {
    const response = await page.goto("/showcase/no-such-case");
    expect(response?.status()).toBe(404);
  });

  test.describe("on a phone", () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test("the list shows a bottom bar with Explore and Sign in", async ({ page }) => {
      await page.goto("/showcase");
      const bar = page.getByTestId("showcase-mobile-bar");
      await expect(bar).toBeVisible();
      await expect(bar.getByRole("link", { name: "Explorar" })).toHaveAttribute("href", "/register");
      await expect(bar.getByRole("link", { name: "Entrar" })).toHaveAttribute("href", /^https?:\/\/[^/]+\/$/);
      const box = await bar.boundingBox();
      expect(box!.y + box!.height).toBeCloseTo(844, 0);
    });

    test("the back arrow on a case page goes to /showcase", async ({ page }) => {
      await page.goto("/showcase/coworking");
      await hydrated(page);
      await page.getByTestId("back-to-showcase").click();
      await expect(page).toHaveURL(/\/showcase$/);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Espaços inteligentes, um caso de cada vez");
    });
  });

  test.describe("the desktop list has no bottom bar", () => {
    test("hidden at 1440 px", async ({ page }) => {
      await page.goto("/showcase");
      await expect(page.getByTestId("showcase-mobile-bar")).toBeHidden();
    });
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`accessibility at ${viewport.width} px`, () => {
      test.use({ viewport });

      for (const path of ["/showcase", "/showcase/gourmet-space"]) {
        test(`${path} has no axe violations`, async ({ page }) => {
          await page.goto(path);
          await hydrated(page);
          await expectNoAxeViolations(page);
        });
      }
    });
  }

  test.describe("accessibility in the dark theme", () => {
    test.use({ colorScheme: "dark" });

    for (const path of ["/showcase", "/showcase/opening-control"]) {
      test(`${path} has no axe violations in dark`, async ({ page }) => {
        await page.goto(path);
        await hydrated(page);
        await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
        await expectNoAxeViolations(page);
      });
    }
  });
});
