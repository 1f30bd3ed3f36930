import type { Page } from "@playwright/test";
import { acceptCookies, expect, expectNoAxeViolations, hydrated, test } from "./fixtures";

const URL = "/explore?type=organization";

/** Fields of the organization form, by their pt labels. */
const PT = {
  companyName: "Nome da organização",
  document: "CPF ou CNPJ (opcional)",
  area: "Área de atuação",
  purpose: "Finalidade de uso",
  fullName: "Nome completo",
  email: "E-mail",
  whatsapp: "WhatsApp",
  ageRange: "Faixa etária",
  terms: "Li e aceito",
};

/** The error shown beside a field: the "-error" paragraph its control names in aria-describedby. */
async function expectError(page: Page, label: string, text: string) {
  const control = page.locator("#main").getByLabel(label, { exact: !/^(Li e|I have)/.test(label) });
  await expect(control).toHaveAttribute("aria-invalid", "true");
  const ids = (await control.getAttribute("aria-describedby"))!.split(" ").filter((id) => id.endsWith("-error"));
  await expect(page.locator(`[id="${ids[0]}"]`)).toHaveText(text);
}

async function fillValid(page: Page, overrides: Partial<Record<keyof typeof PT, string>> = {}) {
  const main = page.locator("#main");
  const values = {
    companyName: "Cooperativa Vale Verde",
    document: "",
    fullName: "Marina Teixeira",
    email: `org-${Date.now()}@example.com`,
    whatsapp: "51912345678",
    ...overrides,
  };
  for (const field of ["companyName", "document", "fullName", "email", "whatsapp"] as const) {
    await main.getByLabel(PT[field], { exact: true }).fill(values[field]);
  }
  await main.getByLabel(PT.area).selectOption("agribusiness");
  await main.getByLabel(PT.purpose).selectOption("corporate");
  await main.getByLabel(PT.ageRange).selectOption("25to40");
  await main.getByLabel(PT.terms).check();
  return values;
}

test.describe("organization registration (pt)", () => {
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("/register offers a third, separate choice leading to the organization form", async ({ page }) => {
    await page.goto("/register");
    await hydrated(page);
    const choices = page.getByRole("region", { name: "Tipo de conta" }).getByRole("link");
    await expect(choices).toHaveCount(3);
    await expect(choices.nth(2)).toContainText("Estou cadastrando uma organização");
    await expect(choices.nth(2)).toHaveAttribute("href", URL);
    await choices.nth(2).click();
    await expect(page).toHaveURL(/\/explore\?type=organization$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Cadastre sua organização");
    await expect(page.locator("#main input[type=password]")).toHaveCount(0);
  });

  test("an empty submit marks every required field, focuses the first and sends nothing", async ({ page }) => {
    const posts: string[] = [];
    page.on("request", (request) => request.method() === "POST" && posts.push(request.url()));
    await page.goto(URL);
    await hydrated(page);
    await page.getByRole("button", { name: "Cadastrar organização" }).click();
    await expect(page.locator("#main").getByLabel(PT.companyName)).toBeFocused();
    for (const field of ["companyName", "fullName", "email", "whatsapp"] as const)
      await expectError(page, PT[field], "Preencha este campo.");
    for (const field of ["area", "purpose", "ageRange"] as const)
      await expectError(page, PT[field], "Escolha uma opção.");
    await expectError(page, PT.terms, "Por favor, leia e aceite os termos, condições e a política de privacidade");
    await expect(page.locator("#main").getByLabel(PT.document, { exact: true })).not.toHaveAttribute("aria-invalid");
    expect(posts.filter((url) => url.includes("/api/"))).toEqual([]);
  });

  test("says what is wrong with e-mail, WhatsApp, CPF and name, and keeps every value", async ({ page }) => {
    await page.goto(URL);
    await hydrated(page);
    await fillValid(page, {
      email: "marina@exemplo",
      whatsapp: "(11) 8123-4567",
      document: "529.982.247-24",
      fullName: "Marina",
    });
    await page.locator("#main").getByLabel(PT.terms).uncheck();
    await page.getByRole("button", { name: "Cadastrar organização" }).click();
    await expect(page.locator("#main").getByLabel(PT.document, { exact: true })).toBeFocused();
    await expectError(page, PT.document, "CPF ou CNPJ inválido: confira os números.");
    await expectError(page, PT.fullName, "Informe nome e sobrenome.");
    await expectError(page, PT.email, "E-mail inválido");
    await expectError(page, PT.whatsapp, "Número de WhatsApp inválido: confira o DDD e os dígitos.");
    await expectError(page, PT.terms, "Por favor, leia e aceite os termos, condições e a política de privacidade");
    const main = page.locator("#main");
    await expect(main.getByLabel(PT.companyName)).toHaveValue("Cooperativa Vale Verde");
    await expect(main.getByLabel(PT.email, { exact: true })).toHaveValue("marina@exemplo");
    await expect(main.getByLabel(PT.whatsapp, { exact: true })).toHaveValue("(11) 8123-4567");
    await expect(main.getByLabel(PT.document, { exact: true })).toHaveValue("529.982.247-24");
    await expect(main.getByLabel(PT.area)).toHaveValue("agribusiness");
    await expect(main.getByLabel(PT.ageRange)).toHaveValue("25to40");
    // Once shown, an error follows the typing.
    await main.getByLabel(PT.email, { exact: true }).fill("marina@exemplo.com.br");
    await expect(main.getByLabel(PT.email, { exact: true })).not.toHaveAttribute("aria-invalid");
  });

  test("CPF or CNPJ and WhatsApp are formatted when the field is left", async ({ page }) => {
    await page.goto(URL);
    await hydrated(page);
    const main = page.locator("#main");
    const document = main.getByLabel(PT.document, { exact: true });
    const whatsapp = main.getByLabel(PT.whatsapp, { exact: true });
    for (const [typed, shown] of [
      ["52998224725", "529.982.247-25"],
      ["11222333000181", "11.222.333/0001-81"],
    ]) {
      await document.fill(typed!);
      await document.blur();
      await expect(document).toHaveValue(shown!);
    }
    for (const [typed, shown] of [
      ["11912345678", "(11) 91234-5678"],
      ["+55 11 3123 4567", "(11) 3123-4567"],
      ["(21)99876-5432", "(21) 99876-5432"],
    ]) {
      await whatsapp.fill(typed!);
      await whatsapp.blur();
      await expect(whatsapp).toHaveValue(shown!);
    }
    // What it cannot read stays as typed, for the person to fix.
    await whatsapp.fill("9123");
    await whatsapp.blur();
    await expect(whatsapp).toHaveValue("9123");
  });

  test("a complete form sends the organization's payload and shows the thank-you", async ({ page }) => {
    await page.goto(URL);
    await hydrated(page);
    const values = await fillValid(page, { document: "11222333000181" });
    await page.route("**/api/users/preregister", async (route) => {
      await new Promise((resolve) => setTimeout(resolve, 300));
      await route.continue();
    });
    const sent = page.waitForRequest("**/api/users/preregister");
    await page.getByRole("button", { name: "Cadastrar organização" }).click();
    await expect(page.locator("#main").getByLabel(PT.email, { exact: true })).toBeDisabled();
    const body = (await sent).postDataJSON();
    expect(body).toMatchObject({
      fullName: "Marina Teixeira",
      email: values.email,
      companyName: "Cooperativa Vale Verde",
      doc: "",
      companyDoc: "11.222.333/0001-81",
      accountType: "business",
      whatsapp: "(51) 91234-5678",
      purpose: "corporate",
      ageRange: "25to40",
      area: "agribusiness",
      termsAccepted: true,
    });
    expect(body).not.toHaveProperty("password");
    await expect(page.getByTestId("registration-thanks")).toContainText(values.email);
    await expect(page.getByRole("heading", { name: "Obrigado pelo cadastro!" })).toBeFocused();
    await expect(page.getByRole("link", { name: "Ir para a plataforma" })).toBeVisible();
  });

  test("a CPF goes to doc", async ({ page }) => {
    await page.goto(URL);
    await hydrated(page);
    await fillValid(page, { document: "529.982.247-25" });
    const sent = page.waitForRequest("**/api/users/preregister");
    await page.getByRole("button", { name: "Cadastrar organização" }).click();
    expect((await sent).postDataJSON()).toMatchObject({ doc: "529.982.247-25", companyDoc: "" });
    await expect(page.getByTestId("registration-thanks")).toBeVisible();
  });

  test("a server failure re-enables the form, says what happened and keeps the values", async ({ page }) => {
    await page.goto(URL);
    await hydrated(page);
    await fillValid(page);
    await page.route("**/api/users/preregister", (route) =>
      route.fulfill({
        status: 429,
        contentType: "application/json",
        body: JSON.stringify({ message: "Muitas tentativas. Aguarde um minuto." }),
      }),
    );
    await page.getByRole("button", { name: "Cadastrar organização" }).click();
    // The page's own words for a 429 (app/lib/form-refusal.ts), as a post without JavaScript reads.
    await expect(
      page.getByRole("alert").filter({
        hasText: "Não foi possível concluir o cadastro. Muitas tentativas seguidas. Aguarde um minuto e tente de novo.",
      }),
    ).toBeVisible();
    await expect(page.locator("#main").getByLabel(PT.companyName)).toBeEnabled();
    await expect(page.locator("#main").getByLabel(PT.companyName)).toHaveValue("Cooperativa Vale Verde");
    await expect(page.locator("#main").getByLabel(PT.terms)).toBeChecked();
  });

  test("the terms label links to the terms of service and the privacy policy", async ({ page }) => {
    await page.goto(URL);
    await hydrated(page);
    await expect(page.locator("#main").getByRole("link", { name: "termos de serviço" })).toHaveAttribute(
      "href",
      "/termos-do-serviço",
    );
    await expect(page.locator("#main").getByRole("link", { name: "política de privacidade" })).toHaveAttribute(
      "href",
      "/politica-de-privacidade",
    );
  });
});

test.describe("organization registration (en)", () => {
  test.use({ locale: "en-US" });
  test.beforeEach(async ({ page }) => acceptCookies(page));

  test("shows the spec's English messages", async ({ page }) => {
    await page.goto(URL);
    await hydrated(page);
    const main = page.locator("#main");
    await main.getByLabel("Email", { exact: true }).fill("marina.example.com");
    await main.getByLabel("WhatsApp", { exact: true }).fill("123");
    await main.getByLabel("CPF or CNPJ (optional)").fill("123.456.789-00");
    await page.getByRole("button", { name: "Register organization" }).click();
    await expectError(page, "Organization name", "Fill in this field.");
    await expectError(page, "Email", "Invalid email");
    await expectError(page, "WhatsApp", "Invalid WhatsApp number: check the area code and the digits.");
    await expectError(page, "CPF or CNPJ (optional)", "Invalid CPF or CNPJ: check the digits.");
    await expectError(page, "Purpose", "Choose an option.");
    await expectError(page, "I have read", "Please read and accept the terms, conditions and privacy policy");
    await expect(main.getByLabel("Email", { exact: true })).toHaveValue("marina.example.com");
  });

  test("/register names the third choice in English", async ({ page }) => {
    await page.goto("/register");
    await hydrated(page);
    await expect(page.getByRole("link", { name: /I am registering an organization/ })).toHaveAttribute("href", URL);
  });
});

for (const colorScheme of ["light", "dark"] as const) {
  test.describe(`organization form accessibility, ${colorScheme}`, () => {
    test.use({ colorScheme });
    test.beforeEach(async ({ page }) => acceptCookies(page));

    test("no axe violations with the errors shown", async ({ page }) => {
      await page.goto(URL);
      await hydrated(page);
      await page.getByRole("button", { name: "Cadastrar organização" }).click();
      await expect(page.locator("#main [aria-invalid=true]")).toHaveCount(8);
      await expectNoAxeViolations(page);
    });

    test("no axe violations on the chooser", async ({ page }) => {
      await page.goto("/register");
      await hydrated(page);
      await expectNoAxeViolations(page);
    });
  });
}
