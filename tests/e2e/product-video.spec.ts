import type { Page, Request } from "@playwright/test";
import { acceptCookies, expect, test } from "./fixtures";

// The home's product video (app/features/home/product-video.tsx, app/boot/product-video.ts): not on the first load,
// played when near by the page's own inline script (no React), paused by its button, still under reduced motion.

const isVideo = (request: Request) => /\/media\/product-scene-\w+\.(webm|mp4)$/.test(new URL(request.url()).pathname);

async function openHome(page: Page) {
  const videoRequests: string[] = [];
  page.on("request", (request) => isVideo(request) && videoRequests.push(request.url()));
  await acceptCookies(page, { hydrate: false });
  await page.goto("/", { waitUntil: "load" });
  await page.waitForTimeout(1000);
  return videoRequests;
}

const playing = (page: Page) =>
  page
    .locator("[data-product-video] video")
    .evaluate((video: HTMLVideoElement) => !video.paused && video.currentTime > 0);

test.describe("home product video", () => {
  test("not on the first load; plays when scrolled near; the button pauses and plays it", async ({ page }) => {
    const videoRequests = await openHome(page);
    expect(videoRequests).toEqual([]);
    const video = page.locator("[data-product-video] video");
    await expect(video).toHaveAttribute("preload", "none");
    await expect(video).toHaveAttribute("poster", /\/media\/product-scene-pt\.webp$/);
    await expect(video).toHaveAccessibleDescription(/exaustor liga/);

    await video.scrollIntoViewIfNeeded();
    await expect.poll(() => playing(page), { timeout: 10_000 }).toBe(true);
    expect(videoRequests.length).toBeGreaterThan(0);
    await expect(page.locator("html")).not.toHaveAttribute("data-hydrated");

    const pause = page.getByRole("button", { name: "Pausar vídeo" });
    await pause.focus();
    await page.keyboard.press("Enter");
    await expect.poll(() => video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    const play = page.getByRole("button", { name: "Reproduzir vídeo" });
    await expect(play).toBeFocused();
    // The visitor's pause holds when the video leaves and comes back.
    await page.evaluate(() => window.scrollTo(0, 0));
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(500);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    await play.click();
    await expect.poll(() => playing(page)).toBe(true);
  });

  test("under reduced motion it stands on its poster until the visitor plays it", async ({ browser }) => {
    const context = await browser.newContext({ reducedMotion: "reduce", locale: "pt-BR" });
    const page = await context.newPage();
    const videoRequests = await openHome(page);
    const video = page.locator("[data-product-video] video");
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(await video.evaluate((element: HTMLVideoElement) => element.paused)).toBe(true);
    expect(videoRequests).toEqual([]);
    await page.getByRole("button", { name: "Reproduzir vídeo" }).click();
    await expect.poll(() => playing(page), { timeout: 10_000 }).toBe(true);
    await context.close();
  });

  test("the scene it is recorded from stays out of the sitemap and the index", async ({ request }) => {
    expect(await (await request.get("/sitemap.xml")).text()).not.toContain("/media/scene");
    const scene = await (await request.get("/media/scene?lang=en")).text();
    expect(scene).toContain('<meta name="robots" content="noindex"/>');
    expect(scene).toContain("Greenhouse · Bench 2");
  });
});
