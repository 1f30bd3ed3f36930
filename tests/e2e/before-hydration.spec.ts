import type { Page } from "@playwright/test";
import { ADMIN, acceptCookies, expect, fillDemoForm, hydrated, test } from "./fixtures";

/**
 * What a visitor types or chooses after the page paints and before its scripts run is still there
 * once they have: the page's JavaScript is held back while the test types, then let through.
 * Every request of each test is recorded too, and none may carry what was typed in its URL.
 */

async function holdScripts(page: Page): Promise<{ release(): Promise<void>; urls: string[] }> {
  let open!: () => void;
  const released = new Promise<void>((resolve) => (open = resolve));
  const urls: string[] = [];
  page.on("request", (request) => urls.push(request.url()));
  await page.route(/\/assets\/.+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return {
    urls,
    release: async () => {
      open();
      await hydrated(page);
    },
  };
}

function expectNoneContains(urls: string[], ...secrets: string[]) {
  for (const secret of secrets) {
    expect(
      urls.filter((url) => decodeURIComponent(url).includes(secret)),
      `a URL carries "${secret}"`,
    ).toEqual([]);
  }
}

test.beforeEach(async ({ page }) => acceptCookies(page));

test("prompt: text typed before hydration enables send once the page hydrates", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/", { waitUntil: "commit" });
  const prompt = page.getByTestId("home-prompt");
  await prompt.fill("Quando a porta abrir depois das 22h, acender a luz do corredor");
  await scripts.release();
  await expect(prompt).toHaveValue("Quando a porta abrir depois das 22h, acender a luz do corredor");
  await expect(page.getByRole("button", { name: /^Criar com IA/ })).toBeEnabled();
  await prompt.fill("   ");
  await expect(page.getByRole("button", { name: /^Criar com IA/ })).toBeDisabled();
});

test("events: a term typed and a sort chosen before hydration filter and order the list after it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/events", { waitUntil: "commit" });
  await page.getByRole("searchbox").fill("backend");
  await page.getByLabel("Ordenar", { exact: true }).selectOption("antigos");
  await scripts.release();
  await expect(page.getByRole("searchbox")).toHaveValue("backend");
  await expect(page.getByLabel("Ordenar", { exact: true })).toHaveValue("antigos");
  await expect(page).toHaveURL(/q=backend/);
  await expect(page).toHaveURL(/sort=antigos/);
  const titles = await page.locator("#events-list h3").allTextContents();
  expect(titles.length).toBeGreaterThan(0);
  for (const title of titles) expect(title.toLowerCase()).toContain("backend");
});

test("theme and reviews: a toggle used before hydration keeps its answer after it, and React's answers next", async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: "light" });
  const scripts = await holdScripts(page);
  await page.goto("/events", { waitUntil: "commit" });
  await page.getByTestId("theme-toggle").click();
  const card = page.getByTestId("review-card").filter({ hasText: "Ana Beatriz Lima" });
  await card.getByRole("button", { name: /^Ver mais/ }).click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(card.locator("blockquote p:visible")).toContainText("em tempo real.");
  await scripts.release();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
  await expect(card.getByRole("button", { name: /^Ver menos/ })).toHaveAttribute("aria-expanded", "true");
  // Hydrated, React's handlers take over from the same state: each click answers once.
  await page.getByTestId("theme-toggle").click();
  await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
  await card.getByRole("button", { name: /^Ver menos/ }).click();
  await expect(card.getByRole("button", { name: /^Ver mais/ })).toHaveAttribute("aria-expanded", "false");
  await expect(card.locator("blockquote p:visible")).toContainText("…");
});

test("demo and newsletter: fields filled before hydration are what the enhanced forms send", async ({
  page,
  request,
}) => {
  const scripts = await holdScripts(page);
  const email = `early.demo.${Date.now()}@example.com`;
  const newsletter = `early.news.${Date.now()}@example.com`;
  await page.goto("/demo-form", { waitUntil: "commit" });
  const form = page.locator("#demo-form");
  await fillDemoForm(
    form,
    {
      nome: "Helena",
      sobrenome: "Vidal",
      cargo: "Diretora",
      email,
      empresa: "Vidal Energia",
      telefone: "+55 11 97777-0000",
    },
    "ecossistemaAioT",
  );
  await page.getByRole("contentinfo").getByLabel("Seu e-mail").fill(newsletter);
  await scripts.release();

  const sent = page.waitForRequest((req) => req.url().endsWith("/api/lead") && req.method() === "POST");
  await form.getByRole("button", { name: "Agendar demonstração" }).click();
  expect((await sent).postDataJSON()).toMatchObject({
    formId: "bookDemo",
    nome: "Helena",
    sobrenome: "Vidal",
    email,
    pais: "BR",
    interesse: "ecossistemaAioT",
  });
  await expect(page.getByTestId("toast").first()).toBeVisible();
  await expect(page).toHaveURL(/\/demo-form$/);

  await page.getByRole("contentinfo").getByRole("button", { name: "Inscrever" }).click();
  await expect(page).toHaveURL(/\/$/);
  const { data } = await (await request.get("/api/admin/leads?format=json", { headers: ADMIN })).json();
  expect(data.filter((lead: { email: string }) => lead.email === email || lead.email === newsletter)).toHaveLength(2);
  expectNoneContains(scripts.urls, email, newsletter, "Helena", "Vidal");
});

test("contact: a message typed before hydration is counted after it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/about/contact", { waitUntil: "commit" });
  const message = page.getByRole("textbox", { name: "Mensagem" });
  await message.fill("Olá, equipe NIoT!");
  await scripts.release();
  await expect(message).toHaveValue("Olá, equipe NIoT!");
  await expect(page.locator("#contact-form .field-hint")).toContainText("17");
});

test("explore and course: names typed before hydration are sent once it has", async ({ page }) => {
  const scripts = await holdScripts(page);
  const email = `early.explore.${Date.now()}@example.com`;
  await page.goto("/explore?type=business", { waitUntil: "commit" });
  const main = page.getByRole("main");
  await main.getByLabel("Nome", { exact: true }).fill("Otávio");
  await main.getByLabel("Sobrenome").fill("Lins");
  await main.getByLabel("E-mail", { exact: true }).fill(email);
  await scripts.release();
  const sent = page.waitForRequest((req) => req.url().endsWith("/api/users/preregister"));
  await main.getByRole("button", { name: "Criar conta" }).click();
  expect((await sent).postDataJSON()).toMatchObject({ fullName: "Otávio Lins", email, accountType: "business" });
  await expect(page.getByTestId("registration-thanks")).toContainText(email);

  const courseEmail = `early.course.${Date.now()}@example.com`;
  await page.unrouteAll({ behavior: "ignoreErrors" });
  const again = await holdScripts(page);
  await page.goto("/curso-esp32", { waitUntil: "commit" });
  const course = page.locator("form[data-form-id]");
  await course.getByLabel("Nome completo").fill("Lúcia Reis");
  await course.getByLabel("E-mail", { exact: true }).fill(courseEmail);
  await course.getByLabel("WhatsApp").fill("(51) 99999-2222");
  await course.getByLabel("Cidade e estado").fill("Canoas/RS");
  await again.release();
  const registration = page.waitForRequest((req) => req.url().endsWith("/api/course-registration"));
  await course.getByRole("button").last().click();
  expect((await registration).postDataJSON()).toMatchObject({
    fields: { name: "Lúcia Reis", email: courseEmail, city: "Canoas/RS" },
  });
  await expect(page.getByTestId("registration-success")).toBeVisible();
  expectNoneContains([...scripts.urls, ...again.urls], email, courseEmail, "Otávio", "Lúcia");
});

test("docs tools: a tool chosen before hydration is the one shown after it", async ({ page }) => {
  const scripts = await holdScripts(page);
  await page.goto("/docs/create-account", { waitUntil: "commit" });
  const move = page.getByTestId("tool-selector").locator("button[data-tool='Move']");
  await move.click();
  await scripts.release();
  await expect(move).toHaveAttribute("aria-selected", "true");
  await expect(page.getByTestId("tool-selector").getByRole("tabpanel")).toHaveAttribute(
    "aria-labelledby",
    (await move.getAttribute("id"))!,
  );
});
