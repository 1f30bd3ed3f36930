import type { Locator, Page } from "@playwright/test";
import { acceptCookies, expect, test } from "./fixtures";

// The home's feature strip (decision 054): it rests with whole cards only, moves one card at a time, stops on
// hover, on focus and with its pause button (answered before hydration), and stands still under reduced motion.
const PERIOD_MS = 4500;
const CARDS = 12;

async function openStrip(page: Page) {
  await acceptCookies(page, { hydrate: false });
  await page.goto("/");
  const strip = page.locator("[data-strip]");
  await strip.scrollIntoViewIfNeeded();
  return strip;
}

/** The play state of the track's animations (the step and the slide), one entry each. */
const playStates = (strip: Locator) =>
  strip
    .locator("ul")
    .first()
    .evaluate((list) => list.parentElement!.getAnimations().map((a) => a.playState));

for (const width of [390, 1440]) {
  test(`at ${width} px every resting place of the strip shows whole cards only`, async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width, height: 844 }, locale: "pt-BR" });
    const page = await context.newPage();
    const strip = await openStrip(page);
    const cut = await strip.evaluate(
      (element, { period, cards }) => {
        const viewport = element.querySelector<HTMLElement>("[role=group]")!;
        const animations = viewport.querySelector("ul")!.parentElement!.getAnimations();
        const found: string[] = [];
        for (let card = 0; card < cards; card += 1) {
          // Halfway through the hold of each period, both animations at the same time.
          for (const animation of animations) animation.currentTime = card * period + period / 3;
          const box = viewport.getBoundingClientRect();
          let whole = 0;
          for (const item of viewport.querySelectorAll("li")) {
            const rect = item.getBoundingClientRect();
            if (rect.right <= box.left || rect.left >= box.right) continue;
            if (rect.left < box.left - 0.5 || rect.right > box.right + 0.5)
              found.push(`rest ${card}: ${item.textContent}`);
            else whole += 1;
          }
          if (whole === 0) found.push(`rest ${card}: no card`);
        }
        return found;
      },
      { period: PERIOD_MS, cards: CARDS },
    );
    expect(cut).toEqual([]);
    await context.close();
  });
}

test("the strip pauses on hover, on focus and with its button, which answers before hydration, by keyboard too", async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: "pt-BR" });
  const page = await context.newPage();
  const strip = await openStrip(page);
  const group = page.getByRole("group", { name: "Recursos da plataforma" });
  expect(await playStates(strip)).toEqual(["running", "running"]);

  await group.hover();
  expect(await playStates(strip)).toEqual(["paused", "paused"]);
  await page.mouse.move(0, 0);
  expect(await playStates(strip)).toEqual(["running", "running"]);
  await group.focus();
  expect(await playStates(strip)).toEqual(["paused", "paused"]);

  const pause = page.getByRole("button", { name: "Pausar a faixa de recursos" });
  await page.keyboard.press("Tab");
  await expect(pause).toBeFocused();
  expect(await playStates(strip)).toEqual(["running", "running"]);
  await page.keyboard.press("Enter");
  const play = page.getByRole("button", { name: "Retomar a faixa de recursos" });
  await expect(play).toBeFocused();
  expect(await playStates(strip)).toEqual(["paused", "paused"]);
  await play.click();
  await expect(pause).toBeVisible();
  expect(await playStates(strip)).toEqual(["running", "running"]);
  await pause.click();
  expect(await playStates(strip)).toEqual(["paused", "paused"]);
  // Answered by the inline program: the page loads its scripts on demand and nothing asked for them.
  await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");
  await context.close();
});

test("under reduced motion the strip stands still, without its loop copy or pause button", async ({ browser }) => {
  const context = await browser.newContext({ reducedMotion: "reduce", locale: "pt-BR" });
  const page = await context.newPage();
  const strip = await openStrip(page);
  expect(await playStates(strip)).toEqual([]);
  await expect(strip.getByRole("button")).toBeHidden();
  await expect(strip.getByRole("listitem")).toHaveCount(CARDS);
  await context.close();
});
