import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/** Puts a picture of the site that does not exist on the page and waits for the server's answer. */
async function brokenImage(page: Page) {
  await page.goto("/");
  const answered = page.waitForResponse((response) => response.url().endsWith("/missing-picture.png"));
  await page.evaluate(() => document.body.append(Object.assign(new Image(), { src: "/missing-picture.png", alt: "" })));
  expect((await answered).status()).toBe(404);
}

test.describe("the browser tests' watch on the site's own assets", () => {
  test("a 404 for a picture of the site is counted against the test", async ({ page, consoleErrors }) => {
    await brokenImage(page);
    await expect.poll(() => consoleErrors.join()).toContain("404 image");
    expect(consoleErrors).toEqual([expect.stringMatching(/^404 image http:\/\/[^/]+\/missing-picture\.png$/)]);
    consoleErrors.length = 0; // seen: the test itself passes
  });

  test("a page that answers 404 is the test's business, not a broken asset", async ({ page, consoleErrors }) => {
    expect((await page.goto("/no-such-page"))?.status()).toBe(404);
    expect(consoleErrors).toEqual([]);
  });

  test.describe("with the asset named as expected", () => {
    test.use({ expectedAssetErrors: [/\/missing-picture\.png$/] });

    test("its 404 passes", async ({ page, consoleErrors }) => {
      await brokenImage(page);
      expect(consoleErrors).toEqual([]);
    });
  });
});
