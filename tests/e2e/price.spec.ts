import type { Page } from "@playwright/test";
import { acceptCookies, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const DARK_BG = "rgb(7, 11, 23)";
const ACCENT_DARK = "rgb(34, 211, 238)";

/** What each language must show on the cards (spec §9), prices as Intl writes BRL in that language. */
const EXPECTED = {
  pt: {
    prices: { starter: "R$ 59", startup: "R$ 1.799,90", professional: "R$ 3.499,90", enterprise: "Sob medida" },
    /** Startup billed monthly (its annual price before the 40% saving), struck through beside the saving. */
    monthlyBilling: ["R$ 2.999,83", "/mês na cobrança mensal", "Economize 40%"],
    yearly: { startup: "R$ 21.598,80", professional: "R$ 41.998,80" },
    popular: "Mais popular",
    lines: {
      starter: [
        "30 dias grátis",
        "1 projeto",
        "3 painéis",
        "3 dispositivos",
        "1 usuário",
        "Suporte pelo fórum da comunidade",
      ],
      startup: [
        "Economize 40%",
        "cobrança anual",
        "15 projetos",
        "100 dispositivos",
        "30 usuários",
        "Painéis ilimitados",
        "Integrações ilimitadas",
        "1 h de consultoria",
        "5 h de suporte",
        "até 5 anos",
        "R$ 1.000.000",
      ],
      professional: [
        "cobrança anual",
        "50 projetos",
        "500 dispositivos",
        "100 usuários",
        "Painéis ilimitados",
        "Integrações ilimitadas",
        "4 h de consultoria",
        "10 h de suporte",
        "menos de 100 funcionários",
      ],
      enterprise: [
        "Hospedagem dedicada",
        "White-label",
        "Usuários ilimitados",
        "Painéis ilimitados",
        "Projetos ilimitados",
        "Controle de versão",
        "Retenção de dados estendida",
        "LLMs personalizados",
        "20 h de suporte por mês",
      ],
    },
  },
  en: {
    prices: { starter: "R$59", startup: "R$1,799.90", professional: "R$3,499.90", enterprise: "Custom" },
    monthlyBilling: ["R$2,999.83", "/month billed monthly", "Save 40%"],
    yearly: { startup: "R$21,598.80", professional: "R$41,998.80" },
    popular: "Most popular",
    lines: {
      starter: ["30 days free", "1 project", "3 dashboards", "3 devices", "1 user", "Community forum support"],
      startup: [
        "Save 40%",
        "billed annually",
        "15 projects",
        "100 devices",
        "30 users",
        "Unlimited dashboards",
        "Unlimited integrations",
        "1 h of consulting",
        "5 h of support",
        "up to 5 years old",
        "R$1,000,000",
      ],
      professional: [
        "billed annually",
        "50 projects",
        "500 devices",
        "100 users",
        "Unlimited dashboards",
        "Unlimited integrations",
        "4 h of consulting",
        "10 h of support",
        "fewer than 100 employees",
      ],
      enterprise: [
        "Dedicated hosting",
        "White-label",
        "Unlimited users",
        "Unlimited dashboards",
        "Unlimited projects",
        "Version control",
        "Extended data retention",
        "Custom LLMs",
        "20 h of support per month",
      ],
    },
  },
  es: {
    prices: { starter: "R$59", startup: "R$1,799.90", professional: "R$3,499.90", enterprise: "A medida" },
    monthlyBilling: ["R$2,999.83", "/mes con cobro mensual", "Ahorre 40%"],
    yearly: { startup: "R$21,598.80", professional: "R$41,998.80" },
    popular: "Más popular",
    lines: {
      starter: [
        "30 días gratis",
        "1 proyecto",
        "3 paneles",
        "3 dispositivos",
        "1 usuario",
        "Soporte en el foro de la comunidad",
      ],
      startup: [
        "Ahorre 40%",
        "cobro anual",
        "15 proyectos",
        "100 dispositivos",
        "30 usuarios",
        "Paneles ilimitados",
        "Integraciones ilimitadas",
        "1 h de consultoría",
        "5 h de soporte",
        "hasta 5 años",
        "R$1,000,000",
      ],
      professional: [
        "cobro anual",
        "50 proyectos",
        "500 dispositivos",
        "100 usuarios",
        "Paneles ilimitados",
        "Integraciones ilimitadas",
        "4 h de consultoría",
        "10 h de soporte",
        "menos de 100 empleados",
      ],
      enterprise: [
        "Alojamiento dedicado",
        "Marca blanca",
        "Usuarios ilimitados",
        "Paneles ilimitados",
        "Proyectos ilimitados",
        "Control de versiones",
        "Retención de datos extendida",
        "LLM personalizados",
        "20 h de soporte al mes",
      ],
    },
  },
} as const;

async function open(page: Page, path = "/price") {
  await acceptCookies(page);
  await page.goto(path);
  await hydrated(page);
  // The dev server hydrates late: wait until React owns the hero button (its click handler is attached).
  await page.waitForFunction(() => {
    const button = document.querySelector("[data-testid='hero-plans-button']");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
}

test.describe("plans page", () => {
  test("is dark even on a light system", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await open(page);
    await expect(page.locator("html")).toHaveAttribute("data-force-dark", "");
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(DARK_BG);
    await context.close();
  });

  for (const [lang, expected] of Object.entries(EXPECTED)) {
    test(`shows the spec's prices, limits and conditions in ${lang}`, async ({ page }) => {
      await open(page, `/price?lang=${lang}`);
      for (const [id, price] of Object.entries(expected.prices)) {
        // Intl separates symbol and number with a no-break space; toHaveText normalises it.
        await expect(page.getByTestId(`plan-${id}`).getByTestId("plan-price")).toHaveText(price);
      }
      await expect(page.getByTestId("plan-startup")).toContainText(expected.popular);
      for (const [id, lines] of Object.entries(expected.lines)) {
        for (const line of lines) await expect(page.getByTestId(`plan-${id}`)).toContainText(line);
      }
      await expect(page.locator("[data-testid^='plan-'] [data-testid='plan-price']")).toHaveCount(4);
      const [struck, billing, saving] = expected.monthlyBilling;
      const monthlyBilling = page.getByTestId("plan-monthly-billing");
      await expect(monthlyBilling).toHaveCount(1);
      await expect(page.getByTestId("plan-startup").locator("s")).toHaveText(struck);
      await expect(monthlyBilling).toContainText(billing);
      await expect(monthlyBilling).toContainText(saving);
      for (const [id, total] of Object.entries(expected.yearly)) {
        await expect(page.getByTestId(`plan-${id}`)).toContainText(total);
      }
    });
  }

  test("plan buttons lead to the application's register page (new tab) and to the demo form", async ({ page }) => {
    await open(page);
    const starter = page.getByTestId("plan-starter").getByRole("link");
    await expect(starter).toHaveAttribute("href", /\/register$/);
    await expect(starter).toHaveAttribute("target", "_blank");
    await expect(page.getByTestId("plan-startup").getByRole("link")).toHaveAttribute("href", "/demo-form?plan=startup");
    await expect(page.getByTestId("plan-professional").getByRole("link")).toHaveAttribute(
      "href",
      "/demo-form?plan=professional",
    );
    await expect(page.getByTestId("plan-enterprise").getByRole("link")).toHaveAttribute(
      "href",
      "/demo-form?plan=enterprise",
    );
  });

  test("the hero button scrolls the plans into view and focuses their heading", async ({ page }) => {
    await open(page);
    const heading = page.locator("#plans-title");
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.getByTestId("hero-plans-button").click();
    await expect
      .poll(() => heading.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBeLessThan(250);
    expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(300);
    await expect(heading).toBeInViewport();
    await expect(page.getByTestId("plan-startup")).toBeInViewport({ ratio: 0.5 });
    await expect(heading).toBeFocused();
  });

  test("discovery cards light up when their link has keyboard focus", async ({ page }) => {
    await open(page);
    const card = page.getByTestId("discover-docs");
    const border = () => card.evaluate((element) => getComputedStyle(element).borderTopColor);
    expect(await border()).not.toBe(ACCENT_DARK);
    await card.getByRole("link").focus();
    await expect.poll(border).toBe(ACCENT_DARK);
  });

  test("the FAQ has 8 questions and one opens with the keyboard", async ({ page }) => {
    await open(page);
    const items = page.getByTestId("faq").locator("details");
    await expect(items).toHaveCount(8);
    const third = items.nth(2);
    await expect(third.locator("p")).toBeHidden();
    await third.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(third).toHaveAttribute("open", "");
    await expect(third.locator("p")).toBeVisible();
    await expect(third.locator("p")).toContainText("R$ 1.799,90");
    await page.keyboard.press("Enter");
    await expect(third.locator("p")).toBeHidden();
  });

  test("publishes FAQPage and Product structured data matching the page", async ({ page }) => {
    await open(page);
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
    const data = blocks.map((text) => JSON.parse(text) as Record<string, unknown>);
    const faq = data.find((block) => block["@type"] === "FAQPage") as {
      mainEntity: Array<{ name: string; acceptedAnswer: { text: string } }>;
    };
    expect(faq.mainEntity).toHaveLength(8);
    const shown = await page.getByTestId("faq").locator("summary").allTextContents();
    expect(faq.mainEntity.map((question) => question.name)).toEqual(shown.map((text) => text.trim()));
    expect(faq.mainEntity.every((question) => question.acceptedAnswer.text.length > 20)).toBe(true);
    const product = data.find((block) => block["@type"] === "Product") as {
      offers: Array<{ price: string; priceCurrency: string }>;
    };
    expect(product.offers.map((offer) => offer.price)).toEqual(["59.00", "1799.90", "3499.90"]);
  });

  test("the comparison is one table: a column per plan, a row per limit; on a phone it scrolls sideways under fixed row names", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await open(page);
    const table = page.getByRole("table", { name: "Compare os limites" });
    await expect(table.getByRole("columnheader")).toHaveCount(5);
    await expect(table.getByRole("rowheader")).toHaveCount(12);
    await expect(table.getByRole("row", { name: /^Projetos/ }).getByRole("cell")).toHaveText([
      "1",
      "15",
      "50",
      "Sem limite",
    ]);
    const scroller = page.getByRole("region", { name: "Compare os limites" });
    await scroller.scrollIntoViewIfNeeded();
    const rowName = table.getByRole("rowheader", { name: "Dispositivos" });
    const before = await rowName.evaluate((cell) => cell.getBoundingClientRect().left);
    const overflow = await scroller.evaluate((box) => box.scrollWidth - box.clientWidth);
    expect(overflow).toBeGreaterThan(100);
    await scroller.evaluate((box) => box.scrollBy(400, 0));
    expect(await scroller.evaluate((box) => box.scrollLeft)).toBeGreaterThan(100);
    expect(await rowName.evaluate((cell) => cell.getBoundingClientRect().left)).toBe(before);
    await expect(table.getByRole("columnheader", { name: /Enterprise/ })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBe(390);
    // The cards are not repeated: the page was 11,562 px tall at 390 px with the comparison as four more cards.
    expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeLessThan(10_500);

    await page.setViewportSize({ width: 1440, height: 900 });
    await expect.poll(() => scroller.evaluate((box) => box.scrollWidth - box.clientWidth)).toBe(0);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`has no axe violations at ${viewport.width}×${viewport.height}`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await open(page);
      await page.getByTestId("faq").locator("summary").first().click();
      await expectNoAxeViolations(page);
    });
  }
});
