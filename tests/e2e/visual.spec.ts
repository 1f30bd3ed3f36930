import { test, expect } from "./fixtures";

/**
 * Visual regression (issue 68): the first screen of the pages a buyer compares us on, at 1440 and 390 px in both
 * themes, against the baselines beside this file (`npx playwright test tests/e2e/visual.spec.ts --update-snapshots`
 * after a deliberate change, then look at the new PNGs). Text is drawn in the site's own bundled face, so a machine's
 * fonts do not move it; motion is reduced and the cookie banner out of the way, so nothing moves between captures.
 */
const PAGES = [
  ["home", "/"],
  ["plans", "/price"],
  ["blog", "/blog"],
  ["article", "/article/presence-rule-30-minutes"],
  ["events", "/events"],
  ["case", "/showcase/gym"],
  ["tutorial", "/docs/create-account"],
] as const;
const SIZES = [
  ["desktop", 1440, 900],
  ["phone", 390, 844],
] as const;

for (const [name, path] of PAGES) {
  test(`${name} looks as approved, at both sizes in both themes`, async ({ browser }) => {
    for (const [size, width, height] of SIZES) {
      for (const colorScheme of ["light", "dark"] as const) {
        const context = await browser.newContext({
          viewport: { width, height },
          colorScheme,
          reducedMotion: "reduce",
          locale: "pt-BR",
        });
        await context.addInitScript(() => window.localStorage.setItem("cookiesAccepted", "true"));
        const page = await context.newPage();
        await page.goto(path, { waitUntil: "networkidle" });
        await page.evaluate(() => document.fonts.ready);
        await expect(page).toHaveScreenshot(`${name}-${size}-${colorScheme}.png`, {
          animations: "disabled",
          caret: "hide",
          maxDiffPixelRatio: 0.002,
        });
        await context.close();
      }
    }
  });
}
