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
/** The frame the scene is laid out for; the video is scaled down from it, which keeps text sharp. */
const FRAME = { width: 1280, height: 720 };
/** Below the frame, the scene's sync strip (white as each loop starts), cut off the video. */
const STRIP = 16;
const WINDOW = { width: FRAME.width, height: FRAME.height + STRIP };
/**
 * The scene is filmed at half speed (its clock and, through DevTools, its CSS animations) and sped up in the video:
 * a frame Chromium sends late on a busy machine then shows as half the stall.
 */
const SPEED = 0.5;
const LOOP_FILMED = PRODUCT_VIDEO.seconds / SPEED;
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

/** Films the page from its load to a little after one loop. */
async function film(chromium: Chromium, url: string, lang: Language, dir: string): Promise<string> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
  const context = await browser.newContext({ viewport: WINDOW, recordVideo: { dir, size: WINDOW } });
  await context.addInitScript((strip) => {
    window.localStorage.setItem("cookiesAccepted", "true");
    // A constructed sheet: the page's CSP refuses inline styles.
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(`:root { --sync-strip: ${strip}px; }`);
    document.adoptedStyleSheets = [sheet];
  }, STRIP);
  const page = await context.newPage();
  const devtools = await context.newCDPSession(page);
  await devtools.send("Animation.enable");
  await devtools.send("Animation.setPlaybackRate", { playbackRate: SPEED });
  await page.goto(`${url}/media/scene?lang=${lang}&theme=dark&speed=${SPEED}`);
  await page.locator("[data-testid='product-scene'][data-loop-start]").waitFor({ timeout: 60_000 });
  await page.waitForTimeout(LOOP_FILMED * 1000 + 2000);
  await context.close();
  await browser.close();
  return page.video()!.path();
}

/**
 * Where the last whole loop starts in the film, in seconds: the last time the sync strip turns white with a loop's
 * length of film after it. The film's clock is Chromium's frames, which a busy machine delays; the strip is in them.
 */
function lastLoopStart(raw: string): number {
  const strip = `crop=${FRAME.width}:${STRIP}:0:${FRAME.height},signalstats,metadata=print:key=lavfi.signalstats.YAVG:file=-`;
  const log = execFileSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-i", raw, "-vf", strip, "-f", "null", "-"], {
    encoding: "utf8",
    maxBuffer: 64 * 1024 * 1024,
  });
  const starts: number[] = [];
  let time = 0;
  // The page is white before it paints: a start counts once the strip has been black.
  let white = true;
  for (const line of log.split("\n")) {
    const frame = /pts_time:([\d.]+)/.exec(line);
    if (frame) time = Number(frame[1]);
    const luma = /YAVG=([\d.]+)/.exec(line);
    if (!luma) continue;
    const now = Number(luma[1]) > 128;
    if (now && !white) starts.push(time);
    white = now;
  }
  const whole = starts.filter((start) => start + LOOP_FILMED <= time);
  if (whole.length === 0)
    throw new Error(`no whole loop in the film (loops start at ${starts.join(", ")} s of ${time} s)`);
  return whole.at(-1)!;
}

function ffmpeg(args: string[]): void {
  execFileSync(FFMPEG, ["-hide_banner", "-loglevel", "error", "-y", ...args], { stdio: "inherit" });
}

/** ffmpeg's options for each file: VP9 and H.264 at a constant quality that keeps text sharp within the budget. */
const WEBM = "-c:v libvpx-vp9 -b:v 0 -crf 33 -row-mt 1 -deadline good -cpu-used 4 -pix_fmt yuv420p".split(" ");
const MP4 = "-c:v libx264 -preset slow -crf 25 -profile:v main -pix_fmt yuv420p -movflags +faststart".split(" ");
const POSTER = "-frames:v 1 -c:v libwebp -quality 80".split(" ");

function encode(raw: string, loopStart: number, lang: Language): void {
  const files = PRODUCT_VIDEO.files(lang);
  const size = `crop=${FRAME.width}:${FRAME.height}:0:0,scale=${PRODUCT_VIDEO.width}:${PRODUCT_VIDEO.height}:flags=lanczos`;
  const loop = [
    "-ss",
    loopStart.toFixed(2),
    "-t",
    String(LOOP_FILMED),
    "-i",
    raw,
    "-an",
    "-vf",
    `setpts=(PTS-STARTPTS)*${SPEED},${size},fps=25`,
  ];
  ffmpeg([...loop, ...WEBM, path.join(OUT, files.webm)]);
  ffmpeg([...loop, ...MP4, path.join(OUT, files.mp4)]);
  const posterAt = (loopStart + PRODUCT_VIDEO.posterAt / SPEED).toFixed(2);
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
    const raw = await film(chromium, site.url, lang, dir);
    encode(raw, lastLoopStart(raw), lang);
  }
} finally {
  site.stop();
  fs.rmSync(dir, { recursive: true, force: true });
}
