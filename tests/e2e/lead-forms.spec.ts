import { ADMIN, acceptCookies, expect, hydrated, test } from "./fixtures";

test.describe("footer newsletter", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("rejects an e-mail without @ with a toast and sends nothing; the toast leaves after 5 s", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.clock.install();
    await page.goto("/demo-form");
    await hydrated(page);
    // The installed clock still follows real time; paused, a slow host cannot run the toast's 5 s out early.
    await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 100);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Seu e-mail").fill("ana.example.com");
    await footer.getByRole("button", { name: "Inscrever" }).click();
    const toast = page.getByTestId("toast");
    await expect(toast).toHaveText("E-mail inválido");
    expect(posts).toEqual([]);
    await page.clock.runFor(4900);
    await expect(toast).toHaveCount(1);
    await page.clock.runFor(200);
    await expect(toast).toHaveCount(0);
  });

  test("stores a valid e-mail, shows the success toast and goes to /", async ({ page, request }) => {
    await page.goto("/demo-form");
    await hydrated(page);
    const email = `news-${Date.now()}@example.com`;
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Seu e-mail").fill(email);
    await footer.getByRole("button", { name: "Inscrever" }).click();
    await expect(page.getByTestId("toast").first()).toHaveText("Inscrição realizada com sucesso");
    await expect(page).toHaveURL(/\/$/);
    const { data } = await (await request.get("/api/admin/leads?format=json", { headers: ADMIN })).json();
    expect(data.filter((lead: { email: string }) => lead.email === email)).toHaveLength(1);
  });

  test("a toast is removed when clicked", async ({ page }) => {
    await page.goto("/demo-form");
    await hydrated(page);
    const footer = page.getByRole("contentinfo");
    await footer.getByLabel("Seu e-mail").fill("nope");
    await footer.getByRole("button", { name: "Inscrever" }).click();
    await page.getByTestId("toast").click();
    await expect(page.getByTestId("toast")).toHaveCount(0);
  });
});

test.describe("demo form", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  async function fill(page: import("@playwright/test").Page, email: string) {
    const form = page.locator("#demo-form");
    await form.getByLabel("Nome", { exact: true }).fill("Marina");
    await form.getByLabel("Sobrenome").fill("Teixeira");
    await form.getByLabel("Cargo").fill("Gerente de operações");
    await form.getByLabel("E-mail corporativo").fill(email);
    await form.getByLabel("Empresa").fill("Cooperativa Vale Verde");
    await form.getByLabel("Telefone").fill("+55 51 98888-7777");
    await form.getByLabel("País").selectOption("Brasil");
    await form.getByLabel("Principal interesse").selectOption("dispositivosInteligentes");
    await form.getByLabel("Mensagem (opcional)").fill("Temos 12 estufas para monitorar.");
    return form;
  }

  test("shows each missing field's error and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.goto("/demo-form");
    await hydrated(page);
    const submit = page.locator("#demo-form").getByRole("button", { name: "Agendar demonstração" });
    const fieldTops = () =>
      page
        .locator("#demo-form :is(input, select, textarea):not([type=hidden])")
        .evaluateAll((fields) => fields.map((field) => Math.round(field.getBoundingClientRect().top + window.scrollY)));
    const before = await fieldTops();
    await submit.click();
    await expect(page.locator("#demo-form [aria-invalid='true']")).toHaveCount(8);
    // Each field keeps a line for its message: showing eight of them moves nothing.
    expect(await fieldTops()).toEqual(before);
    await expect(page.locator("#demo-form").getByLabel("Nome", { exact: true })).toBeFocused();
    expect(posts).toEqual([]);
  });

  test("sends, says 'submitting', stores the lead and clears the form", async ({ page, request }) => {
    await page.goto("/demo-form");
    await hydrated(page);
    const email = `demo-${Date.now()}@example.com`;
    const form = await fill(page, email);
    await page.route("**/api/lead", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    await form.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(form.getByRole("button", { name: "Enviando…" })).toBeDisabled();
    await expect(page.getByTestId("toast")).toHaveText(
      "Pedido de demonstração recebido! Entraremos em contato em até um dia útil.",
    );
    await expect(form.getByLabel("Empresa")).toHaveValue("");
    const { data } = await (await request.get("/api/admin/leads?format=json", { headers: ADMIN })).json();
    const stored = data.find((lead: { email: string }) => lead.email === email);
    expect(stored).toMatchObject({
      form_id: "bookDemo",
      nome: "Marina",
      pais: "BR",
      interesse: "dispositivosInteligentes",
      source_page: "/demo-form",
    });
  });

  test("a server refusal keeps every value, shows the error toast and the server's message", async ({ page }) => {
    await page.goto("/demo-form");
    await hydrated(page);
    const form = await fill(page, "refused@example.com");
    // The hidden anti-spam field, filled as a bot would: the real server refuses the lead.
    await page.locator('#demo-form input[name="website"]').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "http://spam.example");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await form.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page.getByTestId("toast")).toHaveText(
      "Não foi possível enviar o pedido de demonstração. Tente novamente.",
    );
    await expect(form.getByRole("alert")).toHaveText("Confira os campos destacados e tente de novo.");
    await expect(form.getByLabel("Empresa")).toHaveValue("Cooperativa Vale Verde");
    await expect(form.getByLabel("Mensagem (opcional)")).toHaveValue("Temos 12 estufas para monitorar.");
    await expect(form.getByLabel("Principal interesse")).toHaveValue("dispositivosInteligentes");

    // Sent again, now accepted: the stale error toast goes, only the success is shown.
    await page.locator('#demo-form input[name="website"]').evaluate((input: HTMLInputElement) => (input.value = ""));
    await form.getByRole("button", { name: "Agendar demonstração" }).click();
    await expect(page.getByTestId("toast")).toHaveText(
      "Pedido de demonstração recebido! Entraremos em contato em até um dia útil.",
    );
  });
});

test.describe("registration", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  for (const [choice, accountType, label] of [
    ["education", "Edu", "Educação"],
    ["business", "business", "Empresa"],
  ] as const) {
    test(`${choice}: /register → /explore?type=${choice} → thank-you, with the spec's payload`, async ({ page }) => {
      await page.goto("/register");
      await hydrated(page);
      await page.getByRole("link", { name: new RegExp(label) }).click();
      await expect(page).toHaveURL(new RegExp(`/explore\\?type=${choice}$`));
      const email = `${choice}-${Date.now()}@example.com`;
      await page.getByLabel("Nome", { exact: true }).fill("Joana");
      await page.getByLabel("Sobrenome").fill("Prado Lima");
      await page.getByLabel("E-mail", { exact: true }).fill(email);
      await page.route("**/api/users/preregister", async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 300));
        await route.continue();
      });
      const sent = page.waitForRequest("**/api/users/preregister");
      await page.getByRole("button", { name: "Criar conta" }).click();
      await expect(page.getByLabel("E-mail", { exact: true })).toBeDisabled();
      const body = (await sent).postDataJSON();
      expect(body).toMatchObject({
        fullName: "Joana Prado Lima",
        email,
        accountType,
        companyName: "",
        doc: "",
        companyDoc: "",
      });
      await expect(page.getByTestId("registration-thanks")).toContainText(email);
      await expect(page.getByRole("heading", { name: "Obrigado pelo cadastro!" })).toBeFocused();
    });
  }

  test("a failure re-enables the form and says what happened", async ({ page }) => {
    await page.goto("/explore?type=business");
    await hydrated(page);
    await page.getByLabel("Nome", { exact: true }).fill("Joana");
    await page.getByLabel("Sobrenome").fill("Prado");
    await page.getByLabel("E-mail", { exact: true }).fill("joana@example.com");
    await page.locator('#main input[name="website"]').evaluate((input: HTMLInputElement) => {
      Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")!.set!.call(input, "bot");
      input.dispatchEvent(new Event("input", { bubbles: true }));
    });
    await page.getByRole("button", { name: "Criar conta" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "Não foi possível concluir o cadastro." })).toBeVisible();
    await expect(page.getByLabel("E-mail", { exact: true })).toBeEnabled();
    await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("joana@example.com");
  });
});
