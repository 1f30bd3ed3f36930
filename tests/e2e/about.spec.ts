import type { Page } from "@playwright/test";
import { ADMIN, acceptCookies, expect, hydrated, test, testNoAxeViolations } from "./fixtures";

/** h1 and the section headings each About page must show, in each language. */
const PAGES = {
  "/about": {
    pt: [
      "Do laboratório da universidade para 18 países",
      "Nossa história",
      "Visão",
      "O que entregamos",
      "Nosso compromisso",
    ],
    en: ["From a university lab to 18 countries", "Our story", "Vision", "What we deliver", "Our commitment"],
    es: [
      "Del laboratorio universitario a 18 países",
      "Nuestra historia",
      "Visión",
      "Lo que ofrecemos",
      "Nuestro compromiso",
    ],
  },
  "/about/team": {
    pt: [
      "As pessoas por trás da NIoT",
      "Pesquisa e Engenharia",
      "Comercial",
      "Colaboradores",
      "Moderadores e guias do Discord",
    ],
    en: [
      "The people behind NIoT",
      "Research and Engineering",
      "Sales",
      "Contributors",
      "Discord moderators and guides",
    ],
    es: [
      "Las personas detrás de NIoT",
      "Investigación e Ingeniería",
      "Comercial",
      "Colaboradores",
      "Moderadores y guías de Discord",
    ],
  },
  "/about/commercial": {
    pt: [
      "Planos para cada tamanho de operação",
      "Os quatro planos",
      "Como trabalhamos com empresas",
      "Fale com o comercial",
    ],
    en: ["Plans for every size of operation", "The four plans", "How we work with companies", "Talk to our sales team"],
    es: [
      "Planes para cada tamaño de operación",
      "Los cuatro planes",
      "Cómo trabajamos con empresas",
      "Hable con el equipo comercial",
    ],
  },
  "/about/contact": {
    pt: ["Fale com a gente", "Envie uma mensagem", "Outros caminhos"],
    en: ["Get in touch", "Send a message", "Other ways to reach us"],
    es: ["Escríbanos", "Envíe un mensaje", "Otros caminos"],
  },
} as const;

const query = (lang: string) => (lang === "pt" ? "" : `?lang=${lang}`);

test.describe("about pages", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const [path, languages] of Object.entries(PAGES)) {
    for (const [lang, [title, ...sections]] of Object.entries(languages)) {
      test(`${path} answers 200 in ${lang} with its headings`, async ({ page }) => {
        const response = await page.goto(`${path}${query(lang)}`);
        expect(response?.status()).toBe(200);
        await expect(page.locator("html")).toHaveAttribute("lang", lang === "pt" ? "pt-BR" : lang);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
        await expect(page.locator("h1")).toHaveCount(1);
        for (const section of sections) {
          await expect(page.getByRole("heading", { level: 2, name: section, exact: true })).toBeVisible();
        }
        await expect(page.getByRole("navigation", { name: /Sobre|About/ }).getByRole("link")).toHaveCount(4);
      });
    }
  }

  test("the section tabs mark the current page and lead to the others", async ({ page }) => {
    await page.goto("/about");
    await hydrated(page);
    const tabs = page.getByRole("navigation", { name: "Páginas da seção Sobre" });
    await expect(tabs.getByRole("link", { name: "Sobre", exact: true })).toHaveAttribute("aria-current", "page");
    await tabs.getByRole("link", { name: "Time" }).click();
    await expect(page).toHaveURL(/\/about\/team$/);
    await expect(tabs.getByRole("link", { name: "Time" })).toHaveAttribute("aria-current", "page");
    await expect(tabs.getByRole("link", { name: "Sobre", exact: true })).not.toHaveAttribute("aria-current", "page");
  });

  test("the team shows twenty-four illustrated people, each with a name and a role line", async ({ page }) => {
    await page.goto("/about/team");
    const people = page.locator("[data-testid^='team-group-'] li");
    await expect(people).toHaveCount(24);
    for (const group of ["research", "commercial", "contributors", "community"]) {
      expect(await page.getByTestId(`team-group-${group}`).locator("li").count()).toBeGreaterThanOrEqual(3);
    }
    const first = people.first();
    await expect(first.locator("img")).toHaveAttribute("src", /^\/illustrations\/team\/[a-z-]+\.svg$/);
    await expect(first.getByRole("heading", { level: 3 })).toHaveText("Helena Vasconcelos");
    await expect(first.locator("p")).toHaveText("Coordena a pesquisa em modelos de linguagem especializados");
    const broken = await page
      .locator("main img")
      .evaluateAll((images) =>
        (images as HTMLImageElement[])
          .filter((image) => image.complete && image.naturalWidth === 0)
          .map((image) => image.src),
      );
    expect(broken).toEqual([]);
  });

  test("commercial shows the four plans from the price page's data and links to sales", async ({ page }) => {
    await page.goto("/about/commercial");
    await hydrated(page);
    for (const [id, price] of [
      ["starter", "R$ 59"],
      ["startup", "R$ 1.799,90"],
      ["professional", "R$ 3.499,90"],
      ["enterprise", "Sob medida"],
    ] as const) {
      await expect(page.getByTestId(`plan-${id}`).getByTestId("plan-price")).toHaveText(price);
    }
    await expect(page.getByRole("link", { name: "Ver a comparação completa dos planos" })).toHaveAttribute(
      "href",
      "/price",
    );
    await expect(page.getByRole("link", { name: "Agendar demonstração" }).first()).toHaveAttribute(
      "href",
      "/demo-form",
    );
    await page.getByRole("link", { name: "Escrever para o comercial" }).click();
    await expect(page).toHaveURL(/\/about\/contact\?topic=sales$/);
    await expect(page.locator("#contact-form").getByLabel("Assunto", { exact: true })).toHaveValue(
      "Comercial: planos e proposta",
    );
  });
});

async function openContact(page: Page, path = "/about/contact") {
  await page.goto(path);
  await hydrated(page);
  // The dev server hydrates late: wait until React owns the submit button.
  await page.waitForFunction(() => {
    const button = document.querySelector("#contact-form button[type='submit']");
    return button !== null && Object.keys(button).some((key) => key.startsWith("__reactProps"));
  });
  return page.locator("#contact-form");
}

async function fill(page: Page, email: string) {
  const form = page.locator("#contact-form");
  await form.getByLabel("Nome", { exact: true }).fill("Marina Teixeira");
  await form.getByLabel("E-mail", { exact: true }).fill(email);
  await form.getByLabel("Assunto", { exact: true }).fill("Parceria com integradores");
  await form
    .getByLabel("Mensagem", { exact: true })
    .fill("Somos integradores em Porto Alegre e queremos revender a NIoT.");
  await form.getByRole("checkbox").check();
  return form;
}

test.describe("contact form", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("shows a translated error next to each empty field, focuses the first and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    const form = await openContact(page);
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.locator("[aria-invalid='true']")).toHaveCount(5);
    for (const label of ["Nome", "E-mail", "Assunto", "Mensagem"]) {
      await expect(form.getByLabel(label, { exact: true })).toHaveAccessibleDescription(
        /Preencha este campo\.|A mensagem precisa ter entre 10 e 2\.000 caracteres\./,
      );
    }
    await expect(form.getByLabel("Nome", { exact: true })).toHaveAccessibleDescription("Preencha este campo.");
    await expect(form.getByRole("checkbox")).toHaveAccessibleDescription("Aceite para continuar.");
    await expect(form.getByLabel("Nome", { exact: true })).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("checks the e-mail format, the name's length and the message's 10 to 2,000 characters", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    const contact = await openContact(page);
    await fill(page, "marina@");
    await contact.getByLabel("Nome", { exact: true }).fill("Al");
    await contact.getByLabel("Mensagem", { exact: true }).fill("Curta");
    await contact.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(contact.getByLabel("E-mail", { exact: true })).toHaveAccessibleDescription("E-mail inválido");
    await expect(contact.getByLabel("Nome", { exact: true })).toHaveAccessibleDescription(
      "Use pelo menos 3 caracteres.",
    );
    await expect(contact.getByLabel("Mensagem", { exact: true })).toHaveAccessibleDescription(
      /A mensagem precisa ter entre 10 e 2\.000 caracteres\./,
    );
    await expect(contact.getByLabel("Assunto", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    await expect(contact.getByRole("checkbox")).not.toHaveAttribute("aria-invalid", "true");

    await contact.getByLabel("Mensagem", { exact: true }).fill("x".repeat(2001));
    await contact.getByLabel("E-mail", { exact: true }).fill("marina@example.com");
    await contact.getByLabel("Nome", { exact: true }).fill("Marina");
    await contact.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(contact.getByLabel("Mensagem", { exact: true })).toHaveAccessibleDescription(
      /2\.001 de 2\.000 caracteres.*A mensagem precisa ter entre 10 e 2\.000 caracteres\./,
    );
    await expect(contact.getByLabel("E-mail", { exact: true })).not.toHaveAttribute("aria-invalid", "true");
    expect(posts).toEqual([]);
  });

  test("errors are translated in English", async ({ page }) => {
    const form = await openContact(page, "/about/contact?lang=en");
    await form.getByLabel("Email", { exact: true }).fill("nope");
    await form.getByRole("button", { name: "Send message" }).click();
    await expect(form.getByLabel("Name", { exact: true })).toHaveAccessibleDescription("Fill in this field.");
    await expect(form.getByLabel("Email", { exact: true })).toHaveAccessibleDescription("Invalid email");
    await expect(form.getByRole("checkbox")).toHaveAccessibleDescription("Accept to continue.");
  });

  test("sends to /api/contact, says 'sending', thanks with a toast, stores the message and clears the form", async ({
    page,
    request,
  }) => {
    const form = await openContact(page);
    const email = `contact-${Date.now()}@example.com`;
    await fill(page, email);
    await page.route("**/api/contact", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const sent = page.waitForRequest("**/api/contact");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByRole("button", { name: "Enviando…" })).toBeDisabled();
    expect((await sent).postDataJSON()).toMatchObject({
      name: "Marina Teixeira",
      email,
      subject: "Parceria com integradores",
      consent: true,
      sourcePage: "/about/contact",
    });
    await expect(page.getByTestId("toast")).toHaveText("Mensagem enviada. Respondemos em até 2 dias úteis.");
    await expect(form.getByLabel("Assunto", { exact: true })).toHaveValue("");
    await expect(form.getByRole("checkbox")).not.toBeChecked();
    const { data } = await (await request.get("/api/admin/leads?format=json", { headers: ADMIN })).json();
    const stored = data.find((lead: { email: string }) => lead.email === email);
    expect(stored).toMatchObject({
      form_id: "contact",
      nome: "Marina Teixeira",
      assunto: "Parceria com integradores",
      source_page: "/about/contact",
    });
    expect(stored.ip_hash).toMatch(/^[0-9a-f]{32}$/);
  });

  test("a server refusal keeps every value, shows the error toast and the server's message", async ({ page }) => {
    const form = await openContact(page);
    await fill(page, "refused@example.com");
    // The hidden anti-spam field, filled as a bot would: the real server refuses the message.
    await page.locator('#main input[name="website"]').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "http://spam.example");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    const response = page.waitForResponse("**/api/contact");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    expect((await response).status()).toBe(400);
    await expect(page.getByTestId("toast")).toHaveText("Não foi possível enviar a mensagem. Tente novamente.");
    await expect(form.getByRole("alert")).toHaveText("Confira os campos destacados e tente de novo.");
    await expect(form.getByLabel("Nome", { exact: true })).toHaveValue("Marina Teixeira");
    await expect(form.getByLabel("E-mail", { exact: true })).toHaveValue("refused@example.com");
    await expect(form.getByLabel("Assunto", { exact: true })).toHaveValue("Parceria com integradores");
    await expect(form.getByLabel("Mensagem", { exact: true })).toHaveValue(
      "Somos integradores em Porto Alegre e queremos revender a NIoT.",
    );
    await expect(form.getByRole("checkbox")).toBeChecked();
    await expect(form.getByRole("button", { name: "Enviar mensagem" })).toBeEnabled();
  });
});

test.describe("about pages accessibility", () => testNoAxeViolations(Object.keys(PAGES)));
