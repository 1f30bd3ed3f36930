import type { Locator } from "@playwright/test";
import { acceptCookies, expect, hydrated, test } from "./fixtures";

/** Whether React hydrated the element (it keeps its fiber on the DOM node under a `__reactFiber$…` key). */
const isHydrated = (locator: Locator) =>
  locator.evaluate((element) => Object.keys(element).some((key) => key.startsWith("__reactFiber$")));

test.describe("static subtrees (decision 008)", () => {
  test("the first load keeps the server's HTML of static parts, and React still hydrates the controls", async ({
    page,
  }) => {
    await acceptCookies(page); // stored consent hydrates /blog at load (scripts on demand otherwise, decision 011)
    await page.goto("/blog");
    const firstCard = page.getByTestId("blog-center").getByTestId("article-card").first();
    const serverTitle = await firstCard.getByRole("heading").innerText();
    await hydrated(page);

    await expect(firstCard.getByRole("heading")).toHaveText(serverTitle);
    expect(await isHydrated(page.getByTestId("blog-center"))).toBe(true);
    expect(await isHydrated(firstCard)).toBe(false);
    expect(await isHydrated(page.getByTestId("blog-right").getByRole("link", { name: "Assinar a newsletter" }))).toBe(
      true,
    );
  });

  test("after a client navigation the pages render their own content, and back again", async ({ page }) => {
    await acceptCookies(page);
    await page.goto("/blog");
    await hydrated(page);
    const cards = page.getByTestId("blog-center").getByTestId("article-card");
    const count = await cards.count();
    const link = cards.first().getByRole("link");
    const title = await link.innerText();
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));

    await link.click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(title);
    await page.goBack();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Blog");
    await expect(cards).toHaveCount(count);
    await expect(cards.first().getByRole("link")).toHaveText(title);
    expect(await isHydrated(cards.first())).toBe(true);
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
  });

  test("a change of language renders static parts in the new language", async ({ page }) => {
    // Consent stored: /about hydrates at load (it loads its scripts on demand otherwise, decision 011).
    await acceptCookies(page);
    await page.goto("/about");
    await hydrated(page);
    const title = page.getByRole("heading", { level: 1 });
    await expect(title).toHaveText("Do laboratório da universidade para 18 países");
    await expect(page.locator("footer nav h2").first()).toHaveText(/comece/i);

    await page.getByRole("button", { name: "Idioma: PT" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(title).toHaveText("From a university lab to 18 countries");
    await expect(page.locator("footer nav h2").first()).toHaveText(/get started/i);
  });

  test("a footer link keeps focus after the navigation it starts (the footer is not rendered again)", async ({
    page,
  }) => {
    await acceptCookies(page);
    await page.goto("/about");
    await hydrated(page);
    const link = page.getByRole("contentinfo").getByRole("link", { name: "Blog", exact: true });
    await link.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(/\/blog$/);
    await expect(link).toBeFocused();
  });

  test("a page's sanitized HTML is sent once, and stays through hydration, a change of language and client navigations", async ({
    page,
    request,
  }) => {
    const sentence = "informe o e-mail da pessoa";
    const served = await (await request.get("/docs/create-account")).text();
    expect(served.split(sentence)).toHaveLength(2); // in the markup, not again in the hydration data

    await acceptCookies(page);
    await page.goto("/docs/create-account");
    await hydrated(page);
    const users = page.locator("section#users");
    await expect(users).toContainText(sentence);

    await page.getByRole("button", { name: "Idioma: PT" }).click();
    await page.getByRole("link", { name: "English" }).click();
    await expect(users).toContainText("enter the person's email");

    await page
      .getByRole("navigation", { name: /breadcrumb/i })
      .getByRole("link")
      .first()
      .click();
    await expect(page).toHaveURL(/\/docs(\?|$)/);
    await page.goBack();
    await expect(users).toContainText("enter the person's email");
  });
});
