import type { APIRequestContext, Browser, BrowserContext, Page } from "@playwright/test";
import { ADMIN, expect, fillDemoForm, test } from "./fixtures";

/**
 * The site with JavaScript off: every form posts to its page's action, stores its record and
 * confirms it; bad input comes back with a message beside the field, the values kept, focus on the
 * first wrong field, and nothing stored. No URL ever carries what the visitor typed.
 */

async function rows(
  request: APIRequestContext,
  table: "leads" | "preregistrations" = "leads",
): Promise<Array<Record<string, unknown>>> {
  return (await (await request.get(`/api/admin/leads?format=json&table=${table}`, { headers: ADMIN })).json()).data;
}

/** A context without scripts whose every request and navigation URL is kept, to check no personal data leaks into one. */
async function scriptless(browser: Browser, options: Parameters<Browser["newContext"]>[0] = {}) {
  const context = await browser.newContext({ javaScriptEnabled: false, locale: "pt-BR", ...options });
  await context.addCookies([{ name: "cookiesAccepted", value: "true", url: "http://127.0.0.1" }]);
  const urls: string[] = [];
  context.on("request", (request) => urls.push(request.url()));
  const page = await context.newPage();
  return { context, page, urls };
}

function expectNoneContains(urls: string[], ...secrets: string[]) {
  for (const secret of secrets) {
    const leaks = urls.filter((url) => decodeURIComponent(url).toLowerCase().includes(secret.toLowerCase()));
    expect(leaks, `a URL carries "${secret}"`).toEqual([]);
  }
}

let session: { context: BrowserContext; page: Page; urls: string[] };
test.beforeEach(async ({ browser }) => {
  session = await scriptless(browser);
});
test.afterEach(async () => {
  await session.context.close();
});

test.describe("forms without JavaScript", () => {
  test("newsletter: a bad address comes back with its message and value; a good one is stored once and confirmed", async ({
    request,
  }) => {
    const { page, urls } = session;
    const email = `nojs.newsletter.${Date.now()}@example.com`;
    await page.goto("/blog");
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Seu e-mail").fill("ana-sem-arroba");
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await footer.getByRole("button", { name: "Inscrever" }).click();
    expect((await refused).status()).toBe(400);
    await expect(page).toHaveURL(/\/newsletter$/);
    const field = page.getByRole("main").getByRole("textbox", { name: "Seu e-mail" });
    await expect(field).toHaveValue("ana-sem-arroba");
    await expect(field).toHaveAttribute("aria-invalid", "true");
    await expect(field).toBeFocused();
    await expect(page.getByRole("main").getByText("E-mail inválido")).toBeVisible();

    await field.fill(email);
    await page.getByRole("main").getByRole("button", { name: "Inscrever" }).click();
    await expect(page).toHaveURL(/\/confirmation\/newsletter\?from=%2Fblog$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrição na newsletter confirmada");
    await expect(page.getByRole("link", { name: "Voltar para a página anterior" })).toHaveAttribute("href", "/blog");
    expect((await rows(request)).filter((row) => row.email === email)).toHaveLength(1);
    expectNoneContains(urls, email, "ana-sem-arroba");
  });

  test("demo request: missing fields refused with messages and values kept, nothing stored; complete, stored and confirmed as a demo", async ({
    request,
  }) => {
    const { page, urls } = session;
    const email = `nojs.demo.${Date.now()}@example.com`;
    const before = (await rows(request)).length;
    await page.goto("/demo-form");
    const form = page.locator("#demo-form");
    await form.getByLabel("Nome", { exact: true }).fill("Joana");
    await form.getByLabel("E-mail corporativo").fill("joana@");
    await form.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page).toHaveURL(/\/demo-form$/);
    await expect(form.getByLabel("Nome", { exact: true })).toHaveValue("Joana");
    await expect(form.getByLabel("Sobrenome")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByLabel("Sobrenome")).toBeFocused();
    await expect(form.getByLabel("E-mail corporativo")).toHaveValue("joana@");
    await expect(form.getByText("E-mail inválido")).toBeVisible();
    expect((await rows(request)).length).toBe(before);

    await form.getByLabel("Sobrenome").fill("Prado");
    await form.getByLabel("Cargo").fill("Coordenadora de TI");
    await form.getByLabel("E-mail corporativo").fill(email);
    await form.getByLabel("Empresa").fill("Agro Sul");
    await form.getByLabel("Telefone").fill("+55 51 97777-1234");
    await form.getByLabel("País").selectOption("Brasil");
    await form.getByLabel("Principal interesse").selectOption("prototiposAioT");
    await form.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page).toHaveURL(/\/confirmation\/demo\?from=%2Fdemo-form$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Pedido de demonstração recebido");
    const stored = (await rows(request)).filter((row) => row.email === email);
    expect(stored).toMatchObject([
      {
        form_id: "bookDemo",
        nome: "Joana",
        sobrenome: "Prado",
        pais: "BR",
        interesse: "prototiposAioT",
        source_page: "/demo-form",
      },
    ]);
    expectNoneContains(urls, email, "Joana", "Prado");
  });

  test("the home page's demo form posts to the home's own action", async ({ request }) => {
    const { page } = session;
    const email = `nojs.home.${Date.now()}@example.com`;
    await page.goto("/");
    const form = page.locator("#home-demo-form");
    await fillDemoForm(
      form,
      { nome: "Rui", sobrenome: "Castro", cargo: "CEO", email, empresa: "Castro IoT", telefone: "11 98888-0000" },
      "dispositivosInteligentes",
    );
    await form.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page).toHaveURL(/\/confirmation\/demo\?from=%2F$/);
    expect((await rows(request)).filter((row) => row.email === email)).toHaveLength(1);
  });

  test("contact: the consent is required; with it the message is stored and confirmed", async ({ request }) => {
    const { page, urls } = session;
    const email = `nojs.contact.${Date.now()}@example.com`;
    await page.goto("/about/contact?topic=sales");
    const form = page.locator("#contact-form");
    await expect(form.getByLabel("Assunto")).not.toHaveValue("");
    await form.getByLabel("Nome").fill("Carla Nunes");
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form
      .getByRole("textbox", { name: "Mensagem" })
      .fill("Queremos monitorar a temperatura de três câmaras frias com alertas.");
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(form.getByRole("checkbox")).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("textbox", { name: "Mensagem" })).toHaveValue(/câmaras frias/);
    await form.getByRole("checkbox").check();
    await form.getByRole("button", { name: "Enviar mensagem" }).click();
    await expect(page).toHaveURL(/\/confirmation\/contact/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mensagem enviada");
    expect((await rows(request)).filter((row) => row.email === email)).toMatchObject([
      { form_id: "contact", nome: "Carla Nunes" },
    ]);
    expectNoneContains(urls, email, "Carla");
  });

  test("explore registration: name, surname and e-mail each required; complete, stored with its account type and thanked", async ({
    request,
  }) => {
    const { page, urls } = session;
    const email = `nojs.explore.${Date.now()}@example.com`;
    await page.goto("/explore?type=education");
    await page.getByLabel("Nome", { exact: true }).fill("Beatriz");
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page).toHaveURL(/\/explore\?type=education$/);
    await expect(page.getByLabel("Nome", { exact: true })).toHaveValue("Beatriz");
    await expect(page.getByLabel("Sobrenome")).toBeFocused();
    await expect(page.getByText("Preencha este campo.")).toHaveCount(2);

    await page.getByLabel("Sobrenome").fill("Ramos");
    await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page).toHaveURL(/\/confirmation\/registration/);
    await expect(page.getByTestId("registration-thanks")).toBeVisible();
    expect((await rows(request, "preregistrations")).filter((row) => row.email === email)).toMatchObject([
      { full_name: "Beatriz Ramos", account_type: "Edu" },
    ]);
    expectNoneContains(urls, email, "Beatriz", "Ramos");
  });

  test("organization registration: the same rules as in the browser, then stored", async ({ request }) => {
    const { page } = session;
    const email = `nojs.org.${Date.now()}@example.com`;
    await page.goto("/explore?type=organization");
    await page.getByLabel("Nome da organização").fill("Escola Técnica Delta");
    await page.getByLabel("Nome completo").fill("Paulo Mendes");
    await page.getByRole("main").getByLabel("E-mail", { exact: true }).fill(email);
    await page.getByLabel("WhatsApp").fill("(51) 99876-5432");
    await page.getByRole("button", { name: "Cadastrar organização" }).click();
    await expect(page).toHaveURL(/\/explore\?type=organization$/);
    await expect(page.getByLabel("Nome da organização")).toHaveValue("Escola Técnica Delta");
    expect((await rows(request, "preregistrations")).filter((row) => row.email === email)).toHaveLength(0);
    await page.getByRole("checkbox").check();
    for (const select of await page.getByRole("main").locator("select").all()) await select.selectOption({ index: 1 });
    await page.getByRole("button", { name: "Cadastrar organização" }).click();
    await expect(page).toHaveURL(/\/confirmation\/registration/);
    expect((await rows(request, "preregistrations")).filter((row) => row.email === email)).toMatchObject([
      { company_name: "Escola Técnica Delta", account_type: "business" },
    ]);
  });

  test("course registration: blank fields refused; complete, stored and confirmed", async ({ request }) => {
    const { page, urls } = session;
    const email = `nojs.course.${Date.now()}@example.com`;
    await page.goto("/curso-esp32");
    const form = page.locator("form[data-form-id]");
    await form.getByLabel("Nome completo").fill("Igor Batista");
    await form.getByRole("button").last().click();
    await expect(page).toHaveURL(/\/curso-esp32$/);
    await expect(form.getByLabel("Nome completo")).toHaveValue("Igor Batista");
    await expect(form.getByLabel("E-mail", { exact: true })).toBeFocused();
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByLabel("WhatsApp").fill("(51) 99999-1111");
    await form.getByLabel("Cidade e estado").fill("Guaíba/RS");
    await form.getByRole("button").last().click();
    await expect(page).toHaveURL(/\/confirmation\/course\?from=%2Fcurso-esp32$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrição confirmada");
    expect((await rows(request)).filter((row) => row.email === email)).toMatchObject([
      { form_id: "course:curso-esp32-2027", nome: "Igor Batista" },
    ]);
    expectNoneContains(urls, email, "Igor");
  });

  test("webinar: the article about it leads to its form, which stores the event's id and confirms", async ({
    request,
  }) => {
    const { page, urls } = session;
    const email = `nojs.webinar.${Date.now()}@example.com`;
    // webinar-queryguide-2027 takes registrations until 2027-01-20 (its landing page's event block).
    await page.goto("/article/querying-data-plain-language");
    await page.getByTestId("event-invitation").getByRole("link", { name: "Inscreva-se no webinar" }).click();
    await expect(page).toHaveURL(/\/webinar-queryguide#inscricao$/);
    const form = page.locator("form[data-form-id]");
    await form.getByLabel("Nome completo").fill("Lívia Amaral");
    await form.getByLabel("E-mail", { exact: true }).fill(email);
    await form.getByRole("button", { name: "Quero participar" }).click();
    await expect(page).toHaveURL(/\/confirmation\/course\?from=%2Fwebinar-queryguide$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Inscrição confirmada");
    expect((await rows(request)).filter((row) => row.email === email)).toMatchObject([
      { form_id: "course:webinar-queryguide-2027", nome: "Lívia Amaral" },
    ]);
    expectNoneContains(urls, email, "Lívia");
  });

  test("a post whose hidden token does not match the cookie is refused with 403 and nothing is lost", async ({
    request,
  }) => {
    const { page, context } = session;
    await page.goto("/newsletter");
    await context.clearCookies({ name: "XSRF-TOKEN" });
    await context.addCookies([{ name: "XSRF-TOKEN", value: "a".repeat(32), url: "http://127.0.0.1" }]);
    const email = `nojs.forged.${Date.now()}@example.com`;
    await page.getByRole("main").getByRole("textbox", { name: "Seu e-mail" }).fill(email);
    const refused = page.waitForResponse((response) => response.request().method() === "POST");
    await page.getByRole("main").getByRole("button", { name: "Inscrever" }).click();
    expect((await refused).status()).toBe(403);
    await expect(page.getByRole("main").getByRole("textbox", { name: "Seu e-mail" })).toHaveValue(email);
    await expect(page.getByRole("main").getByText("Sua sessão expirou antes do envio")).toBeVisible();
    expect((await rows(request)).filter((row) => row.email === email)).toHaveLength(0);
  });
});

test.describe("browsing without JavaScript", () => {
  test("events: the search and the sort are a GET form that the server answers", async () => {
    const { page } = session;
    await page.goto("/events");
    await page.getByLabel("Ordenar", { exact: true }).selectOption("antigos");
    await page.getByRole("searchbox").fill("backend");
    await page.getByRole("searchbox").press("Enter");
    await expect(page).toHaveURL(/\/events\?q=backend&sort=antigos$/);
    const titles = await page.locator("#events-list h3").allTextContents();
    expect(titles.length).toBeGreaterThan(0);
    for (const title of titles) expect(title.toLowerCase()).toMatch(/backend/);
  });

  test("a phone's header: the menu opens and its links work; the language menu switches and the choice sticks; script-only controls stay hidden", async ({
    browser,
  }) => {
    const phone = await scriptless(browser, { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });
    const { page } = phone;
    await page.goto("/docs");
    await expect(page.getByTestId("theme-toggle")).toBeHidden();
    await page.getByTestId("menu-button").click();
    const menu = page.getByRole("navigation", { name: "Menu do site" });
    await expect(menu).toBeVisible();
    await menu.getByRole("link", { name: "Showcase" }).click();
    await expect(page).toHaveURL(/\/showcase$/);

    await page.getByRole("button", { name: "Idioma: PT" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await page.goto("/about");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await phone.context.close();
  });
});

test.describe("posts to pages", () => {
  test("are forms of at most 16 KiB: JSON is refused with 415, a larger body with 413, and nothing is stored", async ({
    request,
  }) => {
    const json = await request.post("/newsletter", {
      data: { email: "json@example.com" },
      headers: { "Accept-Language": "en" },
    });
    expect(json.status()).toBe(415);
    expect(await json.text()).toBe("Please send the form from the site's page.");
    const large = await request.post("/newsletter", {
      form: { email: "big@example.com", padding: "x".repeat(20_000) },
    });
    expect(large.status()).toBe(413);
    expect(
      (await rows(request)).filter((row) => row.email === "json@example.com" || row.email === "big@example.com"),
    ).toHaveLength(0);
  });

  test("to a page without a form answer 405 with the site's error page, not a stack", async ({ request }) => {
    const answer = await request.post("/blog", { form: { anything: "1" } });
    expect(answer.status()).toBe(405);
    const html = await answer.text();
    expect(html).toContain("Não foi possível atender a este pedido");
    expect(html).not.toMatch(/at .*\.(ts|js|mjs):\d+/);
  });
});

test("a plan's call to action preselects its interest on the demo form, with or without scripts", async () => {
  const { page } = session;
  await page.goto("/price");
  await page.locator("a[href='/demo-form?plan=startup']").first().click();
  await expect(page.locator("#demo-form").getByLabel("Principal interesse")).toHaveValue("prototiposAioT");
});
