import { test as base, expect, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";

/** Browser tests fail on any console error or uncaught page error (hydration mismatches included). */
export const test = base.extend<{ consoleErrors: string[] }>({
  consoleErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on("console", (message) => {
        const text = message.text();
        // Dev server only: its critical-CSS <style> carries a nonce the browser hides from hydration.
        const devOnly = process.env.E2E_SERVER === "dev" && text.includes("data-react-router-critical-css");
        if (message.type() === "error" && !devOnly && !/Failed to load resource: the server responded with a status of (404|4\d\d)/.test(text)) {
          errors.push(message.text());
        }
      });
      page.on("pageerror", (error) => errors.push(error.message));
      await use(errors);
      expect(errors, "console errors").toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Cookie banner out of the way for tests that are not about it. */
export async function acceptCookies(page: Page) {
  await page.addInitScript(() => window.localStorage.setItem("cookiesAccepted", "true"));
}

export async function expectNoAxeViolations(page: Page, include?: string) {
  let builder = new AxeBuilder({ page }).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"]);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`)).toEqual([]);
}

/** Waits until React has hydrated the page (the site shell marks <html data-hydrated> in an effect). */
export async function hydrated(page: Page) {
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
}
