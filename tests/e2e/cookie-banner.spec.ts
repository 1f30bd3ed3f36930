import { expect, hydrated, test } from "./fixtures";

test.describe("cookie banner", () => {
  test("appears 1.5 s after load, not before", async ({ page }) => {
    // Timestamps taken in the page itself, so a slow machine between steps cannot shift them.
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      Object.assign(window, { bannerMarks: marks });
      new MutationObserver(() => {
        if (marks.hydrated === undefined && document.documentElement.hasAttribute("data-hydrated")) marks.hydrated = performance.now();
        if (marks.banner === undefined && document.querySelector('[data-testid="cookie-banner"]')) marks.banner = performance.now();
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto("/no-such-page");
    await expect(page.getByTestId("cookie-banner")).toBeVisible({ timeout: 10_000 });
    const marks = await page.evaluate(() => (window as unknown as { bannerMarks: Record<string, number> }).bannerMarks);
    expect(marks.banner! - marks.hydrated!).toBeGreaterThanOrEqual(1450);
    expect(marks.banner! - marks.hydrated!).toBeLessThan(3000);
  });

  test("Accept stores the choice and the banner stays away after reload", async ({ page }) => {
    await page.goto("/no-such-page");
    await page.getByRole("button", { name: "Aceitar" }).click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBe("true");
    await page.reload();
    await hydrated(page);
    await page.waitForTimeout(1800);
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
  });

  test("Reject hides it for this visit only, and the footer link reopens it", async ({ page }) => {
    await page.goto("/no-such-page");
    const reject = page.getByRole("button", { name: "Recusar" });
    const accept = page.getByRole("button", { name: "Aceitar" });
    await expect(reject).toBeVisible();
    const [rejectBox, acceptBox] = [await reject.boundingBox(), await accept.boundingBox()];
    expect(Math.round(rejectBox!.height)).toBe(Math.round(acceptBox!.height));
    await reject.click();
    await expect(page.getByTestId("cookie-banner")).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem("cookiesAccepted"))).toBeNull();
    await page.getByRole("button", { name: "Preferências de cookies" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    await page.reload();
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
  });
});
