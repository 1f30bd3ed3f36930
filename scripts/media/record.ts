// npm run media:record: films the product scene (/media/scene) of the built site in each language with Playwright's
// video capture in the machine's Chromium, and encodes one loop with ffmpeg into public/media/: VP9 WebM, an H.264
// MP4 fallback and a WebP poster frame, each checked against its budget. MEDIA_LANGS=pt,en limits the languages.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { chromium } from "playwright";
import { PRODUCT_VIDEO } from "~/data/product-video";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { freePort } from "../support/api-process";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "public");
/** The window the scene is laid out for; the video is scaled down from it, which keeps text sharp. */
const WINDOW = { width: 1280, height: 720 };
const VIDEO_BUDGET = 700 * 1024;
const POSTER_BUDGET = 60 * 1024;

async function startSite(): Promise<{ url: string; stop: () => void }> {
  const built = spawnSync(process.execPath, ["scripts/ensure-build.mjs"], { cwd: ROOT, stdio: "inherit" });
  if (built.status !== 0) throw new Error("the build failed");
  const port = await freePort();
  const database = path.join(os.tmpdir(), `media-record-${port}.db`);
  const child = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: "production", PORT: String(port), DATABASE_URL: `sqlite:${database}` },
    stdio: "ignore",
  });
  const url = `http://127.0.0.1:${port}`;
  for (let tries = 0; ; tries++) {
    if (
      await fetch(`${url}/robots.txt`).then(
        (response) => response.ok,
        () => false,
      )
    )
      break;
    if (tries > 120) throw new Error("the site did not start");
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: () => {
      child.kill();
      fs.rmSync(database, { force: true });
    },
  };
}

/** Films one loop and a little more; returns the raw video and where in it the loop starts, in seconds. */
async function film(url: string, lang: Language, dir: string): Promise<{ raw: string; loopStart: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const context = await browser.newContext({
    viewport: WINDOW,
    recordVideo: { dir, size: WINDOW },
    reducedMotion: "no-preference",
  });
  await context.addInitScript(() => window.localStorage.setItem("cookiesAccepted", "true"));
  const page = await context.newPage();
  const filmStart = Date.now();
  await page.goto(`${url}/media/scene?lang=${lang}&theme=dark`);
  const scene = page.getByTestId("product-scene");
  await scene.and(page.locator("[data-loop-start]")).waitFor({ timeout: 60_000 });
  const loopStart = (Number(await scene.getAttribute("data-loop-start")) - filmStart) / 1000;
  await page.waitForTimeout(PRODUCT_VIDEO.seconds * 1000 + 1000);
  await context.close();
  await browser.close();
  return { raw: await page.video()!.path(), loopStart };
}

function ffmpeg(args: string[]): void {
  execFileSync("ffmpeg", ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

function encode(raw: string, loopStart: number, lang: Language): void {
  const files = PRODUCT_VIDEO.files(lang);
  const cut = ["-ss", loopStart.toFixed(2), "-t", String(PRODUCT_VIDEO.seconds), "-i", raw];
  const scale = ["-vf", `scale=${PRODUCT_VIDEO.width}:${PRODUCT_VIDEO.height}:flags=lanczos,fps=25`, "-an"];
  ffmpeg([
    ...cut,
    ...scale,
    "-c:v",
    "libvpx-vp9",
    "-b:v",
    "0",
    "-crf",
    "42",
    "-row-mt",
    "1",
    "-deadline",
    "good",
    "-cpu-used",
    "2",
    "-pix_fmt",
    "yuv420p",
    path.join(OUT, files.webm),
  ]);
  ffmpeg([
    ...cut,
    ...scale,
    "-c:v",
    "libx264",
    "-preset",
    "slow",
    "-crf",
    "30",
    "-profile:v",
    "main",
    "-pix_fmt",
    "yuv420p",
    "-movflags",
    "+faststart",
    path.join(OUT, files.mp4),
  ]);
  ffmpeg([
    "-ss",
    (loopStart + PRODUCT_VIDEO.posterAt).toFixed(2),
    "-i",
    raw,
    "-frames:v",
    "1",
    "-vf",
    `scale=${PRODUCT_VIDEO.width}:${PRODUCT_VIDEO.height}:flags=lanczos`,
    "-c:v",
    "libwebp",
    "-quality",
    "72",
    path.join(OUT, files.poster),
  ]);
  for (const [kind, file] of Object.entries(files)) {
    const bytes = fs.statSync(path.join(OUT, file)).size;
    const budget = kind === "poster" ? POSTER_BUDGET : VIDEO_BUDGET;
    console.log(`${file}: ${(bytes / 1024).toFixed(0)} KB (budget ${budget / 1024} KB)`);
    if (bytes > budget) throw new Error(`${file} is over its budget`);
  }
}

const langs = (process.env.MEDIA_LANGS?.split(",") ?? LANGUAGES) as Language[];
const site = await startSite();
const dir = fs.mkdtempSync(path.join(os.tmpdir(), "media-record-"));
try {
  for (const lang of langs) {
    const { raw, loopStart } = await film(site.url, lang, dir);
    encode(raw, loopStart, lang);
  }
} finally {
  site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
