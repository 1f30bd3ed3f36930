import type { Page } from "@playwright/test";
import { acceptCookies, expect, hydrated, test, testNoAxeViolations } from "./fixtures";

const TERMS = "/termos-do-serviço";
const PRIVACY = "/politica-de-privacidade";

const PAGES = {
  [PRIVACY]: {
    pt: [
      "Política de privacidade",
      "Quem é o controlador",
      "Cookies e armazenamento local",
      "Seus direitos",
      "Encarregado de dados (DPO)",
    ],
    en: [
      "Privacy policy",
      "Who the controller is",
      "Cookies and local storage",
      "Your rights",
      "Data protection officer (DPO)",
    ],
    es: [
      "Política de privacidad",
      "Quién es el responsable",
      "Cookies y almacenamiento local",
      "Sus derechos",
      "Encargado de protección de datos (DPO)",
    ],
  },
  [TERMS]: {
    pt: ["Termos de serviço", "Aceitação", "Planos e preços", "Lei aplicável e foro"],
    en: ["Terms of service", "Acceptance", "Plans and prices", "Governing law and jurisdiction"],
    es: ["Términos del servicio", "Aceptación", "Planes y precios", "Ley aplicable y jurisdicción"],
  },
} as const;

const query = (lang: string) => (lang === "pt" ? "" : `?lang=${lang}`);

/** The table of contents' anchors, in order. */
const tocTargets = (page: Page) =>
  page
    .getByRole("navigation", { name: /Nesta página|On this page|En esta página/ })
    .first()
    .getByRole("link")
    .evaluateAll((links) => links.map((link) => link.getAttribute("href")));

test.describe("legal pages", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const [path, languages] of Object.entries(PAGES)) {
    for (const [lang, [title, ...sections]] of Object.entries(languages)) {
      test(`${path} answers 200 in ${lang} with its headings and a table of contents`, async ({ page }) => {
        const response = await page.goto(`${path}${query(lang)}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        for (const section of sections) {
          await expect(
            page.getByRole("heading", { level: 2, name: new RegExp(`^\\d+\\. ${section.replace(/[()]/g, "\\$&")}$`) }),
          ).toBeVisible();
        }
        const targets = await tocTargets(page);
        expect(targets.length).toBeGreaterThanOrEqual(12);
        for (const target of targets) {
          expect(target).toMatch(/^#[a-z0-9-]+$/);
          await expect(page.locator(`h2${target}`)).toHaveCount(1);
        }
      });
    }
    test(`${path} keeps the same anchors in every language`, async ({ page }) => {
      const lists = [];
      for (const lang of ["pt", "en", "es"]) {
        await page.goto(`${path}${query(lang)}`);
        lists.push(await tocTargets(page));
      }
      expect(lists[1]).toEqual(lists[0]);
      expect(lists[2]).toEqual(lists[0]);
    });
  }

  test("the terms address works with its ç, typed or percent-encoded", async ({ page, request }) => {
    for (const address of [TERMS, "/termos-do-servi%C3%A7o"]) {
      const response = await request.get(address);
      expect(response.status(), address).toBe(200);
      expect(await response.text()).toContain("Termos de serviço");
    }
    await page.goto("/about");
    await hydrated(page);
    await page.getByRole("contentinfo").getByRole("link", { name: "Termos de serviço" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Termos de serviço");
    expect(decodeURIComponent(new URL(page.url()).pathname)).toBe(TERMS);
  });

  test("the privacy policy names every form's data, the stored request data, the storage keys and the DPO", async ({
    page,
  }) => {
    await page.goto(PRIVACY);
    const body = page.locator("main");
    for (const text of [
      "Newsletter",
      "Agendar demonstração",
      "Cadastro",
      "Contato",
      "Inscrição em cursos, workshops e webinars",
      "Cadastro de organização",
      "hash do endereço IP",
      "user agent",
    ]) {
      await expect(body).toContainText(text);
    }
    for (const key of ["XSRF-TOKEN", "lang", "cookiesAccepted", "niot-use-dark-theme", "registered", "_ga"]) {
      await expect(body.locator("code", { hasText: new RegExp(`^${key}$`) }).first()).toBeVisible();
    }
    await expect(body.getByRole("link", { name: "dpo@niot.example" }).first()).toHaveAttribute(
      "href",
      "mailto:dpo@niot.example",
    );
  });

  test("a table of contents link scrolls to its section", async ({ page }) => {
    await page.goto(PRIVACY);
    await hydrated(page);
    await page
      .getByRole("navigation", { name: "Nesta página" })
      .getByRole("link", { name: "4. Cookies e armazenamento local" })
      .click();
    await expect(page).toHaveURL(/#cookies$/);
    await expect(page.locator("h2#cookies")).toBeInViewport();
    await expect(
      page
        .getByRole("navigation", { name: "Nesta página" })
        .getByRole("link", { name: "4. Cookies e armazenamento local" }),
    ).toHaveAttribute("aria-current", "location");
  });

  test("on a phone the contents sit in a disclosure that opens", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto(TERMS);
    await hydrated(page);
    const toc = page.getByRole("navigation", { name: "Nesta página" });
    await expect(toc).toBeHidden();
    await page.locator("summary", { hasText: "Nesta página" }).click();
    await toc.getByRole("link", { name: "6. Planos e preços" }).click();
    await expect(page.locator("h2#plans")).toBeInViewport();
    await context.close();
  });

  for (const path of [PRIVACY, TERMS]) {
    test(`${path}: the footer is dark on a light system while the page stays light`, async ({ browser }) => {
      const context = await browser.newContext({ colorScheme: "light" });
      const page = await context.newPage();
      await acceptCookies(page);
      await page.goto(path);
      await hydrated(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      const footer = page.getByRole("contentinfo");
      await expect(footer).toHaveAttribute("data-theme", "dark");
      const [footerBg, bodyBg] = await page.evaluate(() => [
        getComputedStyle(document.querySelector("footer")!).backgroundColor,
        getComputedStyle(document.body).backgroundColor,
      ]);
      const luminance = (color: string) => {
        const [r = 0, g = 0, b = 0] = color.match(/\d+/g)!.map(Number);
        return 0.2126 * r + 0.7152 * g + 0.0722 * b;
      };
      expect(luminance(footerBg)).toBeLessThan(60);
      expect(luminance(bodyBg)).toBeGreaterThan(200);
      await context.close();
    });
  }

  test("other pages keep a footer that follows the theme", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    await acceptCookies(page);
    await page.goto("/about");
    await hydrated(page);
    await expect(page.getByRole("contentinfo")).not.toHaveAttribute("data-theme", "dark");
    await context.close();
  });
});

test.describe("legal pages accessibility", () => testNoAxeViolations([PRIVACY, TERMS]));
