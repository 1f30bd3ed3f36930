/**
 * Renders every SVG in public/og/ beside it, at the size the SVG declares, with the system Chromium:
 * the 1200×630 Open Graph cards as JPEG (their gradients take ~6× less than in PNG), anything else
 * (the 512×512 logo, which needs transparency) as PNG.
 *   npx tsx scripts/og-images.ts            → public/og/*.jpg|png
 *   npx tsx scripts/og-images.ts docs blog  → only those
 * Social networks do not read SVG, so pages point at the rendered files (app/lib/og-images.ts).
 */
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { chromium } from "@playwright/test";
import { OG_IMAGE } from "../app/lib/og-images";

const DIR = path.resolve(import.meta.dirname, "../public/og");
const only = process.argv.slice(2);
const sources = fs
  .readdirSync(DIR)
  .filter((file) => file.endsWith(".svg"))
  .filter((file) => only.length === 0 || only.includes(path.basename(file, ".svg")));

/** The declared width and height of the root <svg>. */
function sizeOf(svg: string): { width: number; height: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? "";
  const width = Number(/\bwidth="(\d+)"/.exec(root)?.[1]);
  const height = Number(/\bheight="(\d+)"/.exec(root)?.[1]);
  if (!width || !height) throw new Error("the root <svg> needs numeric width and height");
  return { width, height };
}

const browser = await chromium.launch({
  executablePath: "/usr/bin/chromium",
  args: [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--font-render-hinting=none",
  ],
});
try {
  for (const file of sources) {
    const source = path.join(DIR, file);
    const size = sizeOf(fs.readFileSync(source, "utf8"));
    const page = await browser.newPage({ viewport: size, deviceScaleFactor: 1 });
    // Nothing but the file itself may load: the images must not depend on the network.
    await page.route(/^(?!file:)/, (route) => route.abort());
    await page.goto(pathToFileURL(source).href);
    const card = size.width === OG_IMAGE.width && size.height === OG_IMAGE.height;
    const target = path.join(DIR, file.replace(/\.svg$/, card ? ".jpg" : ".png"));
    const clip = { x: 0, y: 0, ...size };
    await page.screenshot(
      card ? { path: target, clip, type: "jpeg", quality: 86 } : { path: target, clip, omitBackground: true },
    );
    await page.close();
    console.log(
      `${path.relative(process.cwd(), target)}  ${size.width}×${size.height}  ${Math.round(fs.statSync(target).size / 1024)} KB`,
    );
  }
} finally {
  await browser.close();
}
