import type { Page } from "@playwright/test";
import { acceptCookies, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const CLOSED_PAGES = ["curso-javascript", "curso-backend", "workshop-niot-lab"] as const;
const OPEN_PAGE = "curso-esp32";
const OPEN_FORM_ID = "curso-esp32-2027";

/** Opens a page and waits until React owns `selector` (the dev server hydrates late). */
async function open(page: Page, path: string, selector: string) {
  await acceptCookies(page);
  await page.goto(path);
  await hydrated(page);
  await page.waitForFunction((css) => {
    const element = document.querySelector(css);
    return element !== null && Object.keys(element).some((key) => key.startsWith("__reactProps"));
  }, selector);
}

/** A fresh dev server optimises its dependencies on the first visits (and may reload once): do that before timing tests. */
test.beforeAll(async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await browser.newPage();
  await acceptCookies(page); // stored consent hydrates /events, whose scripts load on demand
  for (const path of ["/events", `/${OPEN_PAGE}`]) {
    await page.goto(path);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached", timeout: 90_000 });
  }
  await page.close();
});

const cardTitles = (page: Page) => page.getByTestId("event-card").getByRole("heading", { level: 3 }).allTextContents();

test.describe("events list", () => {
  test("search narrows the list ignoring case and accents, and says when nothing matches (en)", async ({ page }) => {
    await open(page, "/events?lang=en", "#events-search");
    const search = page.getByRole("searchbox", { name: "Search events" });
    await expect(search).toHaveAttribute("placeholder", "Search by name or type");
    await expect(page.getByRole("heading", { level: 2, name: "All events" })).toBeVisible();
    await expect(page.getByTestId("event-card")).toHaveCount(13);

    await search.fill("WORKSHOP");
    await expect(page.getByTestId("event-card")).toHaveCount(3);
    await expect(page.getByTestId("events-status")).toHaveText("3 events");

    await search.fill("guaiba");
    await expect(page.getByTestId("event-card")).toHaveCount(1);
    await expect(page.getByTestId("event-card")).toContainText("NIoT Lab workshop in Guaíba");

    // Tags count too: 'Discount' is only a tag's label.
    await search.fill("discount");
    await expect(page.getByTestId("event-card")).toHaveCount(1);

    await search.fill("zeppelin");
    await expect(page.getByTestId("event-card")).toHaveCount(0);
    await expect(page.getByTestId("events-status")).toHaveText('No events found for "zeppelin".');
    await expect(page.getByTestId("events-empty-message")).toHaveText('No events found for "zeppelin".');
    await expect(page.getByTestId("events-empty-message")).toBeVisible();

    await page.getByRole("button", { name: "Show all events" }).click();
    await expect(page.getByTestId("event-card")).toHaveCount(13);
    await expect(search).toHaveValue("");
  });

  test("upcoming events lead, open for registration; past ones say 'Ended' on the right with Free/Discount", async ({
    page,
  }) => {
    await open(page, "/events?lang=en", "#events-search");
    const cards = page.getByTestId("event-card");
    const all = await cards.all();
    // Dated after today (2026-11-25): the December webinar, the January webinar, the March ESP32 course.
    for (const card of all.slice(0, 3)) {
      await expect(card.locator("[data-side='left'] li").first()).toHaveText("Open for registration");
      await expect(card).not.toContainText("Ended");
    }
    for (const card of all.slice(3)) {
      await expect(card.locator("[data-side='right']")).toContainText("Ended");
      await expect(
        card.locator("[data-side='left'] li", { hasText: /Ended|Free|Discount|Open for registration/ }),
      ).toHaveCount(0);
      await expect(card).not.toContainText("Coming soon");
    }
    const workshop = cards.filter({ hasText: "NIoT Lab workshop" });
    await expect(workshop.locator("[data-side='left']")).toHaveText("In person");
    await expect(workshop.locator("[data-side='right'] li")).toHaveText(["Free", "Ended"]);
    // The day, the time and the zone of the first session: an event is dated where it happens.
    await expect(workshop.locator("time")).toHaveText("October 18, 2025, 8:00 AM Brasília time");
    await expect(workshop.locator("time")).toHaveAttribute("datetime", "2025-10-18T08:00:00-03:00");
    const webinar = cards.filter({ hasText: "Webinar: agents that answer from your files" });
    await expect(webinar.locator("time")).toHaveText("December 9, 2026, 7:00 PM Brasília time");
  });

  test("'most recent' lists what is coming soonest first, then the past newest first; 'oldest' reverses the past", async ({
    page,
  }) => {
    await open(page, "/events", "#events-sort");
    const recent = await cardTitles(page);
    const upcoming = [
      "Webinar: agentes que respondem com base nos seus arquivos",
      "Webinar: pergunte aos seus dados com o queryGuide",
      "Curso ESP32 e painéis",
    ];
    expect(recent.slice(0, 3)).toEqual(upcoming);
    expect(recent[3]).toBe("Workshop NIoT Lab em Guaíba");
    expect(recent.at(-1)).toBe("Apresentação da NIoT na semana acadêmica");
    await page.getByLabel("Ordenar").selectOption("antigos");
    await expect(page.getByTestId("event-card").first()).toContainText("Apresentação da NIoT na semana acadêmica");
    expect(await cardTitles(page)).toEqual([...recent.slice(3).reverse(), ...upcoming]);
  });

  test("search and sort live in the address, so a shared link shows the same result", async ({ page, browser }) => {
    await open(page, "/events", "#events-search");
    await page.getByRole("searchbox").fill("curso");
    await page.getByLabel("Ordenar").selectOption("antigos");
    await expect(page).toHaveURL(/\/events\?q=curso&sort=antigos$/);
    const shown = await cardTitles(page);
    expect(shown).toEqual(["Curso de JavaScript", "Curso de Backend", "Curso ESP32 e painéis"]);

    const context = await browser.newContext({ locale: "pt-BR" });
    const other = await context.newPage();
    await acceptCookies(other);
    await other.goto(page.url());
    // Rendered on the server from the address, before any script runs.
    expect(await cardTitles(other)).toEqual(shown);
    await expect(other.getByRole("searchbox")).toHaveValue("curso");
    await expect(other.getByLabel("Ordenar")).toHaveValue("antigos");
    await context.close();
  });

  test("cards open the event's landing page or its article", async ({ page }) => {
    await open(page, "/events", "#events-search");
    const grid = page.getByTestId("events-grid");
    await expect(grid.getByRole("link", { name: "Curso de JavaScript" })).toHaveAttribute("href", "/curso-javascript");
    await expect(grid.getByRole("link", { name: "Workshop online: primeiros passos com ESP32" })).toHaveAttribute(
      "href",
      "/article/esp32-remote-io-first-steps",
    );
    await grid.getByRole("link", { name: "Workshop NIoT Lab em Guaíba" }).click();
    await expect(page).toHaveURL(/\/workshop-niot-lab$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Workshop NIoT Lab: um dia de bancada em Guaíba");
  });
});

test.describe("reviews", () => {
  test("nine reviews, the average written per language, one card expanded at a time", async ({ page }) => {
    await open(page, "/events", "[data-testid='review-card'] button");
    const cards = page.getByTestId("review-card");
    await expect(cards).toHaveCount(9);
    await expect(page.getByTestId("reviews-average")).toHaveText("5,0");

    const toggles = page.getByRole("button", { name: /^Ver mais/ });
    const first = cards.filter({ hasText: "Ana Beatriz Lima" });
    const second = cards.filter({ hasText: "Valentina Gómez" });
    await expect(first.locator("blockquote p:visible")).toContainText("…");

    await first.getByRole("button", { name: /^Ver mais/ }).click();
    await expect(first.getByRole("button", { name: /^Ver menos/ })).toHaveAttribute("aria-expanded", "true");
    await expect(first.locator("blockquote p:visible")).toContainText("em tempo real.");

    await second.getByRole("button", { name: /^Ver mais/ }).click();
    await expect(second.getByRole("button", { name: /^Ver menos/ })).toHaveAttribute("aria-expanded", "true");
    await expect(first.getByRole("button", { name: /^Ver mais/ })).toHaveAttribute("aria-expanded", "false");
    await expect(first.locator("blockquote p:visible")).toContainText("…");
    await expect(page.locator("[data-testid='review-card'] [aria-expanded='true']")).toHaveCount(1);

    await second.getByRole("button", { name: /^Ver menos/ }).click();
    await expect(page.locator("[data-testid='review-card'] [aria-expanded='true']")).toHaveCount(0);
    expect(await toggles.count()).toBeGreaterThan(0);
  });

  test("the average reads 5.0 in English and the reviews carry AggregateRating data", async ({ page }) => {
    await open(page, "/events?lang=en", "#events-search");
    await expect(page.getByTestId("reviews-average")).toHaveText("5.0");
    await expect(page.getByRole("button", { name: /^Show more/ }).first()).toBeVisible();
    const data = await page.locator("script[type='application/ld+json']").allTextContents();
    const rating = data.map((text) => JSON.parse(text)).find((item) => item.aggregateRating);
    expect(rating.aggregateRating).toMatchObject({ "@type": "AggregateRating", ratingValue: "5.0", reviewCount: 9 });
    expect(rating.review).toHaveLength(9);
  });
});

test.describe("landing pages", () => {
  for (const slug of CLOSED_PAGES) {
    test(`/${slug} shows 'Inscrições encerradas!', no sign-up button, and its status leads to the notice`, async ({
      page,
    }) => {
      let sent = 0;
      await page.route("**/api/course-registration", (route) => {
        sent += 1;
        return route.abort();
      });
      await open(page, `/${slug}`, "a[data-scroll='inscricao']");
      await expect(page.getByTestId("registration-status")).toHaveText("Inscrições encerradas");
      const notice = page.getByTestId("registration-closed");
      await expect(page.locator("form[data-form-id]")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Quero me inscrever" })).toHaveCount(0);
      await expect(page.locator("main .button-primary")).toHaveCount(0);
      await page.getByTestId("registration-status").getByRole("link", { name: "Inscrições encerradas" }).click();
      await expect(notice.getByRole("heading", { name: "Inscrições encerradas!" })).toBeFocused();
      await expect(notice).toBeInViewport();
      expect(sent).toBe(0);
      const data = await page.locator("script[type='application/ld+json']").allTextContents();
      const types = data.map((text) => JSON.parse(text)["@type"]);
      expect(types).toContain(slug.startsWith("workshop") ? "Event" : "Course");
    });
  }

  test("the closed notice is translated", async ({ page }) => {
    await open(page, "/curso-backend?lang=es", "a[data-scroll='inscricao']");
    await expect(page.getByTestId("registration-closed")).toContainText("¡Inscripciones cerradas!");
    await open(page, "/curso-backend?lang=en", "a[data-scroll='inscricao']");
    await expect(page.getByTestId("registration-closed")).toContainText("Registration is closed!");
  });

  test("the workshop page states the spec's facts", async ({ page }) => {
    await open(page, "/workshop-niot-lab", "a[data-scroll='inscricao']");
    const info = page.locator("#informacoes");
    await expect(info).toContainText("Sábado, 18 de outubro de 2025");
    await expect(info).toContainText("Das 08h às 17h");
    await expect(info).toContainText("8 horas");
    await expect(info).toContainText("Guaíba/RS");
    await expect(info).toContainText("Gratuito");
    // A one-day workshop has taken place as a workshop, not as a course's cohort ("turma").
    await expect(page.getByTestId("registration-closed")).toContainText("Este workshop já aconteceu.");
  });

  test("an unknown single-segment address is still a 404", async ({ page }) => {
    const response = await page.goto("/nao-existe-esta-pagina");
    expect(response?.status()).toBe(404);
  });
});

test.describe("course registration on an open course", () => {
  const fill = async (
    page: Page,
    values: Partial<Record<"Nome completo" | "E-mail" | "WhatsApp" | "Cidade e estado", string>>,
  ) => {
    for (const [label, value] of Object.entries(values)) await page.getByLabel(label, { exact: true }).fill(value);
  };

  test("every field filled: sent, kept under 'registered', success shown; 'preencher outro cadastro' restores the form", async ({
    page,
  }) => {
    await open(page, `/${OPEN_PAGE}`, `form[data-form-id='${OPEN_FORM_ID}']`);
    await expect(page.getByTestId("registration-status")).toContainText("Inscrições abertas até 4 de março de 2027");
    await fill(page, {
      "Nome completo": "Ana Beatriz Lima",
      "E-mail": "ana.lima@example.com",
      WhatsApp: "(51) 99999-0000",
      "Cidade e estado": "Porto Alegre/RS",
    });
    const request = page.waitForRequest(
      (req) => req.url().endsWith("/api/course-registration") && req.method() === "POST",
    );
    const response = page.waitForResponse((res) => res.url().endsWith("/api/course-registration"));
    await page.getByRole("button", { name: "Enviar inscrição" }).click();
    expect((await request).postDataJSON()).toMatchObject({
      formId: OPEN_FORM_ID,
      fields: {
        name: "Ana Beatriz Lima",
        email: "ana.lima@example.com",
        phone: "(51) 99999-0000",
        city: "Porto Alegre/RS",
      },
    });
    expect((await response).status()).toBe(201);

    const success = page.getByTestId("registration-success");
    await expect(success.getByRole("heading", { name: "Inscrição preenchida com sucesso!" })).toBeFocused();
    await expect(success).toBeInViewport();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem("registered") ?? "{}"));
    expect(stored[OPEN_FORM_ID]).toMatchObject({ formId: OPEN_FORM_ID, fields: { name: "Ana Beatriz Lima" } });

    // The record survives a reload.
    await page.reload();
    await hydrated(page);
    await expect(page.getByTestId("registration-success")).toBeVisible();

    await page.getByRole("button", { name: "Clique aqui para preencher outro cadastro!" }).click();
    await expect(page.getByLabel("Nome completo", { exact: true })).toHaveValue("");
    await expect(page.getByLabel("Nome completo", { exact: true })).toBeFocused();
    expect(await page.evaluate(() => localStorage.getItem("registered"))).toBeNull();
  });

  test("a blank field: 'Preencha todas as informações.' toast with the bell, nothing saved or sent", async ({
    page,
  }) => {
    let sent = 0;
    page.on("request", (req) => {
      if (req.url().includes("/api/course-registration")) sent += 1;
    });
    await open(page, `/${OPEN_PAGE}`, `form[data-form-id='${OPEN_FORM_ID}']`);
    await fill(page, {
      "Nome completo": "Ana Beatriz Lima",
      "E-mail": "ana.lima@example.com",
      "Cidade e estado": "   ",
    });
    await page.getByRole("button", { name: "Enviar inscrição" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveText("Preencha todas as informações.");
    await expect(toast).toHaveAttribute("data-status", "error");
    await expect(toast.locator("[data-icon]")).toHaveAttribute("data-icon", "bell");
    await expect(page.getByLabel("WhatsApp", { exact: true })).toBeFocused();
    await expect(page.getByLabel("WhatsApp", { exact: true })).toHaveAttribute("aria-invalid", "true");
    await expect(page.locator(`form[data-form-id='${OPEN_FORM_ID}']`)).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem("registered"))).toBeNull();
    expect(sent).toBe(0);
  });

  test("the form, success and toast texts exist in English and Spanish", async ({ page }) => {
    await open(page, `/${OPEN_PAGE}?lang=en`, `form[data-form-id='${OPEN_FORM_ID}']`);
    await page.getByRole("button", { name: "Send registration" }).click();
    await expect(page.getByTestId("toast")).toHaveText("Please fill in every field.");
    await open(page, `/${OPEN_PAGE}?lang=es`, `form[data-form-id='${OPEN_FORM_ID}']`);
    await page.getByRole("button", { name: "Enviar inscripción" }).click();
    await expect(page.getByTestId("toast").last()).toHaveText("Complete todos los campos.");
  });
});

test.describe("accessibility", () => {
  for (const path of ["/events", `/${OPEN_PAGE}`, "/workshop-niot-lab"]) {
    for (const viewport of [
      { width: 1440, height: 900 },
      { width: 390, height: 844 },
    ]) {
      for (const colorScheme of ["light", "dark"] as const) {
        test(`${path} at ${viewport.width} px (${colorScheme}) has no axe violations`, async ({ browser }) => {
          const context = await browser.newContext({ viewport, colorScheme, locale: "pt-BR" });
          const page = await context.newPage();
          await open(page, path, "main");
          await expect(page.locator("h1")).toHaveCount(1);
          await expectNoAxeViolations(page);
          await context.close();
        });
      }
    }
  }
});
