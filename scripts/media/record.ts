// npm run media:record: films the product scene (/media/scene) of the built site in each language with Playwright's
// video capture in the machine's Chromium, and encodes one loop with ffmpeg into public/media/: VP9 WebM, an H.264
// MP4 fallback and a WebP poster frame, each checked against its budget. MEDIA_LANGS=pt,en limits the languages.
import { execFileSync, spawn, spawnSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { BrowserType } from "playwright";
import { PRODUCT_VIDEO } from "~/data/product-video";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { freePort } from "../support/api-process";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";

const ROOT = path.resolve(import.meta.dirname, "../..");
const OUT = path.join(ROOT, "public");
/** The window the scene is laid out for; the video is scaled down from it, which keeps text sharp. */
const WINDOW = { width: 1280, height: 720 };
const FFMPEG = process.env.FFMPEG_PATH ?? "/usr/bin/ffmpeg";
const VIDEO_BUDGET = 700 * 1024;
const POSTER_BUDGET = 60 * 1024;

/**
 * Playwright films with an ffmpeg of its own download, which this machine does not fetch: it is given Debian's,
 * linked where its registry looks (PLAYWRIGHT_BROWSERS_PATH, read as Playwright loads; Chromium is named apart).
 */
async function playwrightWithSystemFfmpeg(dir: string) {
  const browsers = JSON.parse(
    fs.readFileSync(path.join(ROOT, "node_modules/playwright-core/browsers.json"), "utf8"),
  ) as { browsers: Array<{ name: string; revision: string }> };
  const revision = browsers.browsers.find((browser) => browser.name === "ffmpeg")!.revision;
  fs.mkdirSync(path.join(dir, `ffmpeg-${revision}`), { recursive: true });
  fs.symlinkSync(FFMPEG, path.join(dir, `ffmpeg-${revision}`, "ffmpeg-linux"));
  process.env.PLAYWRIGHT_BROWSERS_PATH = dir;
  return (await import("playwright")).chromium;
}

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

type Chromium = BrowserType;

/** Films one loop and a little more; returns the raw video and where in it the loop starts, in seconds. */
async function film(
  chromium: Chromium,
  url: string,
  lang: Language,
  dir: string,
): Promise<{ raw: string; loopStart: number }> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const context = await browser.newContext({
    viewport: WINDOW,
    recordVideo: { dir, size: WINDOW },
    reducedMotion: "no-preference",
  });
  await context.addInitScript(() => window.localStorage.setItem("cookiesAccepted", "true"));
  const page = await context.newPage();
  await page.goto(`${url}/media/scene?lang=${lang}&theme=dark`);
  const scene = page.getByTestId("product-scene");
  await scene.and(page.locator("[data-loop-start]")).waitFor({ timeout: 60_000 });
  const loopStartedAt = Number(await scene.getAttribute("data-loop-start"));
  await page.waitForTimeout(PRODUCT_VIDEO.seconds * 1000 + 1000);
  const endedAt = Date.now();
  await context.close();
  await browser.close();
  // The video starts with the first frame Chromium sends, some time after the page opened, and ends as the context
  // closes: the loop's start is found back from the end.
  const raw = await page.video()!.path();
  const duration = Number(
    execFileSync("ffprobe", ["-v", "error", "-show_entries", "format=duration", "-of", "csv=p=0", raw], {
      encoding: "utf8",
    }),
  );
  const loopStart = duration - (endedAt - loopStartedAt) / 1000;
  if (!(loopStart >= 0 && loopStart + PRODUCT_VIDEO.seconds <= duration))
    throw new Error(`${lang}: the loop (from ${loopStart.toFixed(2)} s) is not inside the ${duration} s filmed`);
  return { raw, loopStart };
}

function ffmpeg(args: string[]): void {
  execFileSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

/** ffmpeg's options for each file: VP9 and H.264 at a constant quality that keeps text sharp within the budget. */
const WEBM = "-c:v libvpx-vp9 -b:v 0 -crf 33 -row-mt 1 -deadline good -cpu-used 2 -pix_fmt yuv420p".split(" ");
const MP4 = "-c:v libx264 -preset slow -crf 25 -profile:v main -pix_fmt yuv420p -movflags +faststart".split(" ");
const POSTER = "-frames:v 1 -c:v libwebp -quality 80".split(" ");

function encode(raw: string, loopStart: number, lang: Language): void {
  const files = PRODUCT_VIDEO.files(lang);
  const size = `scale=${PRODUCT_VIDEO.width}:${PRODUCT_VIDEO.height}:flags=lanczos`;
  const loop = [
    "-ss",
    loopStart.toFixed(2),
    "-t",
    String(PRODUCT_VIDEO.seconds),
    "-i",
    raw,
    "-an",
    "-vf",
    `${size},fps=25`,
  ];
  ffmpeg([...loop, ...WEBM, path.join(OUT, files.webm)]);
  ffmpeg([...loop, ...MP4, path.join(OUT, files.mp4)]);
  const posterAt = (loopStart + PRODUCT_VIDEO.posterAt).toFixed(2);
  ffmpeg(["-ss", posterAt, "-i", raw, "-vf", size, ...POSTER, path.join(OUT, files.poster)]);
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
  const chromium = await playwrightWithSystemFfmpeg(path.join(dir, "playwright"));
  for (const lang of langs) {
    const { raw, loopStart } = await film(chromium, site.url, lang, dir);
    encode(raw, loopStart, lang);
  }
} finally {
  site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
