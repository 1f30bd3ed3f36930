import { acceptCookies, ADMIN, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const LANGS = ["pt", "en", "es"] as const;

test.describe("blog", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("layout: at most 5 centre items, ranks 1–4 then the reading time and author on the right", async ({ page }) => {
    await page.goto("/blog");
    const center = page.getByTestId("blog-center");
    expect(await center.getByTestId("article-card").count()).toBeLessThanOrEqual(5);
    await expect(center.locator('[data-layout="banner"]')).toHaveCount(1);
    await expect(center.getByTestId("blog-group")).toHaveCount(1);
    const items = page.getByTestId("blog-right-item");
    const count = await items.count();
    expect(count).toBeGreaterThan(4);
    for (let i = 0; i < count; i++) {
      const item = items.nth(i);
      if (i < 4) {
        await expect(item.getByTestId("rank")).toHaveText(String(i + 1));
        await expect(item.getByTestId("read-meta")).toHaveCount(0);
      } else {
        await expect(item.getByTestId("rank")).toHaveCount(0);
        await expect(item.getByTestId("read-meta")).toHaveText(/^Leitura de \d+ min · Por @[a-z.]+$/);
      }
    }
    await expect(page.getByTestId("blog-footer").getByTestId("article-card")).not.toHaveCount(0);
    await expect(page.getByRole("link", { name: "Ver todos os conteúdos" })).toHaveAttribute("href", "/blog-content");

    // The reading time is computed from the text: the article states the same figure as the list.
    const last = items.nth(count - 1);
    const minutes = (await last.getByTestId("read-meta").textContent())?.match(/\d+ min/)?.[0];
    await page.goto((await last.getByRole("link").first().getAttribute("href"))!);
    await expect(page.getByText(`Leitura de ${minutes}`)).toBeVisible();
  });

  test("/news is the news landing page: hero, highlights, information, audience, subscribe block, then the latest articles", async ({
    page,
  }) => {
    await page.goto("/news?lang=en");
    await hydrated(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("What changed at NIoT, without digging for it");
    for (const id of ["destaques", "informacoes", "publico", "assinar"])
      await expect(page.locator(`#${id}`)).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Recently published" })).toBeVisible();
    await page.locator("#assinar").getByRole("link", { name: "Go to the sign-up box" }).click();
    await expect(page.locator("#newsletter").getByTestId("subscribe-box")).toBeInViewport();
    await expectNoAxeViolations(page);
  });

  for (const [lang, heading, newest] of [
    ["pt", "Publicados recentemente", "Recesso de fim de ano: o prédio em modo férias, sem ninguém de plantão"],
    ["en", "Recently published", "Year-end shutdown: the building on holiday mode, with nobody on call"],
    ["es", "Publicados recientemente", "Receso de fin de año: el edificio en modo vacaciones, sin nadie de guardia"],
  ] as const) {
    test(`the newest articles lead /blog and /news in ${lang}`, async ({ page }) => {
      await page.goto(`/blog?lang=${lang}`);
      const recent = page.getByTestId("blog-recent");
      await expect(recent.getByRole("heading", { level: 2 })).toHaveText(heading);
      await expect(recent.getByRole("listitem")).toHaveCount(4);
      await expect(recent.getByRole("link").first()).toHaveText(newest);
      await expect(recent.getByRole("link").first()).toHaveAttribute("href", "/article/year-end-building-shutdown");
      await expect(recent.locator("time").first()).toHaveAttribute("datetime", "2026-12-04");
      await page.goto(`/news?lang=${lang}`);
      const latest = page.locator("section", { has: page.getByRole("heading", { level: 2, name: heading }) });
      await expect(latest.getByTestId("article-card").first()).toContainText(newest);
      await expect(latest.getByTestId("article-card").first().locator("img")).toHaveAttribute(
        "src",
        "/images/blog/year-end-building-shutdown.svg",
      );
    });
  }

  test("a card with an external link opens it in a new tab", async ({ page }) => {
    await page.goto("/blog");
    const external = page.getByRole("link", { name: /A biblioteca remote-IO para ESP8266/ });
    await expect(external).toHaveAttribute("href", "https://github.com/niot-platform/esp8266-remote-io");
    await expect(external).toHaveAttribute("target", "_blank");
    const internal = page.getByRole("link", { name: /Cinco receitas de nodeAiFlow/ });
    await expect(internal).toHaveAttribute("href", "/article/nodeaiflow-automation-recipes");
  });

  test("the subscribe box expands, collapses and clears on an outside click and on submit", async ({ page }) => {
    await page.goto("/blog");
    await hydrated(page);
    const box = page.getByTestId("subscribe-box");
    await box.getByRole("link", { name: "Assinar a newsletter" }).click();
    const input = box.getByLabel("Seu e-mail");
    await expect(input).toBeFocused();
    await input.fill("half-typed@");
    await page.getByRole("heading", { level: 1 }).click();
    await expect(input).toHaveCount(0);
    await box.getByRole("link", { name: "Assinar a newsletter" }).click();
    await expect(box.getByLabel("Seu e-mail")).toHaveValue("");
    await box.getByLabel("Seu e-mail").fill(`box-${Date.now()}@example.com`);
    await box.getByRole("button", { name: "Inscrever" }).click();
    await expect(box.getByLabel("Seu e-mail")).toHaveCount(0);
    await expect(page.getByTestId("toast")).toHaveText("Inscrição realizada com sucesso");
  });

  test("/blog-content selects the first article by default and follows ?article=", async ({ page }) => {
    await page.goto("/blog-content");
    await hydrated(page);
    const detail = page.getByTestId("content-detail");
    await expect(detail.getByRole("heading", { level: 2 })).toHaveText(
      "O que uma plataforma IoT no-code muda para o seu time",
    );
    await page.getByRole("link", { name: /Agronegócio: sensores de umidade/ }).click();
    await expect(page).toHaveURL(/\?article=agribusiness-irrigation-sensors$/);
    await expect(detail.getByRole("heading", { level: 2 })).toHaveText(/Agronegócio/);
    await page.goto("/blog-content?article=members-roles-projects&lang=en");
    await expect(detail.getByRole("heading", { level: 2 })).toHaveText(/Members and roles/);
    await expect(page.getByRole("navigation", { name: "Article list" }).locator('[aria-current="true"]')).toContainText(
      /Members and roles/,
    );
  });

  for (const lang of LANGS) {
    test(`an article page in ${lang} has title, author, localized date, image and body`, async ({ page }) => {
      await page.goto(`/article/presence-rule-30-minutes?lang=${lang}`);
      await expect(page.locator("html")).toHaveAttribute("lang", lang === "pt" ? "pt-BR" : lang);
      await expect(page.getByRole("heading", { level: 1 })).toContainText(/30/);
      const date = { pt: "28 de abril de 2025", en: "April 28, 2025", es: "28 de abril de 2025" }[lang];
      await expect(page.locator("time").first()).toHaveText(date);
      // The author handle resolves to a person of the team page.
      await expect(page.getByRole("link", { name: /Lucas Fontana/ })).toHaveAttribute(
        "href",
        "/about/team#lucas-fontana",
      );
      await expect(page.locator("article img").first()).toHaveAttribute("width", "1200");
      const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
        (text) => JSON.parse(text) as { "@type": string },
      );
      expect(blocks.find((block) => block["@type"] === "Article")).toMatchObject({
        datePublished: "2025-04-28",
        inLanguage: lang,
      });
      await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    });
  }

  test("every article answers 200 with server-rendered text in every language", async ({ request }) => {
    const sitemap = await (await request.get("/sitemap.xml")).text();
    const paths = [...sitemap.matchAll(/<loc>http:\/\/localhost:3000(\/article\/[^<]+)<\/loc>/g)].map((m) => m[1]!);
    expect(paths).toHaveLength(32);
    for (const path of paths) {
      for (const lang of LANGS) {
        const response = await request.get(`${path}?lang=${lang}`);
        expect(response.status(), `${path} ${lang}`).toBe(200);
        expect(await response.text()).toMatch(/<h1>[^<]{10,}<\/h1>/);
      }
    }
  });

  test("RSS in each language is well-formed XML listing every article", async ({ page, request }) => {
    for (const lang of LANGS) {
      const response = await request.get(`/rss.xml?lang=${lang}`);
      expect(response.headers()["content-type"]).toContain("application/rss+xml");
      const xml = await response.text();
      const result = await page.evaluate((text) => {
        const doc = new DOMParser().parseFromString(text, "application/xml");
        return {
          error: doc.querySelector("parsererror")?.textContent ?? null,
          items: doc.querySelectorAll("item").length,
          lang: doc.querySelector("language")?.textContent,
        };
      }, xml);
      expect(result).toEqual({ error: null, items: 32, lang: lang === "pt" ? "pt-BR" : lang });
    }
  });
  test("'Was this article helpful?' works without JavaScript in pt, en and es, and the admin export counts it", async ({
    browser,
    request,
  }) => {
    const article = "/article/members-roles-projects";
    const answers = {
      pt: ["Sim", "Obrigado pela resposta"],
      en: ["Yes", "Thanks for your answer"],
      es: ["Sí", "Gracias por su respuesta"],
    };
    const context = await browser.newContext({ javaScriptEnabled: false });
    const page = await context.newPage();
    for (const lang of LANGS) {
      await page.goto(`${article}?lang=${lang}`);
      const feedback = page.getByTestId("feedback");
      const [yes, thanks] = answers[lang];
      if (lang === "es") {
        await feedback.getByRole("checkbox").check();
        await feedback.getByLabel("Comentario", { exact: true }).fill("Me sirvió el ejemplo de los roles.");
      }
      await feedback.getByRole("button", { name: yes, exact: true }).click();
      await expect(page).toHaveURL(`/confirmation/feedback?from=${encodeURIComponent(article)}`);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(thanks!);
    }
    await context.close();
    const exported = await request.get("/api/admin/leads?table=feedback&format=csv", { headers: ADMIN });
    expect(await exported.text()).toMatch(new RegExp(`^${article},3,0,1,`, "m"));
  });

  test("an article shows its last change and heading links, and the sitemap dates it by its latest language", async ({
    page,
    request,
  }) => {
    const dates: string[] = [];
    for (const [lang, updatedOn] of [
      ["pt", "Atualizado em"],
      ["es", "Actualizado el"],
      ["en", "Updated on"],
    ] as const) {
      await page.goto(`/article/presence-rule-30-minutes?lang=${lang}`);
      const date = await page.locator("time", { hasText: updatedOn }).getAttribute("datetime");
      expect(date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      dates.push(date!);
    }
    await expect(page.getByRole("link", { name: "Link to the section “How the rule works”" })).toHaveAttribute(
      "href",
      "#how-the-rule-works",
    );
    // One address serves the three languages, so the sitemap gives the date of the last change in any of them.
    const latest = dates.sort().at(-1);
    const sitemap = await (await request.get("/sitemap.xml")).text();
    expect(sitemap).toContain(`/article/presence-rule-30-minutes</loc>\n    <lastmod>${latest}</lastmod>`);
  });

  for (const scheme of ["light", "dark"] as const) {
    test(`no axe violations on an article with found words, heading links and the feedback form open (${scheme})`, async ({
      page,
    }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto("/article/presence-rule-30-minutes?found=sensor#found");
      await hydrated(page);
      await expect(page.locator("mark#found")).toBeInViewport();
      await page.getByTestId("feedback").getByRole("checkbox").check();
      await expectNoAxeViolations(page);
    });
  }
});
