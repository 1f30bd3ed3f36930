/**
 * Screenshots of pages at desktop and mobile sizes in both themes, for looking at what we build:
 *   npx tsx scripts/screenshots.ts http://127.0.0.1:3100 /path1 /path2 …  → screenshots/*.png
 * SCREENSHOT_DIR=docs/screenshots/after writes elsewhere; FULL=1 captures the whole page.
 */
import fs from "node:fs";
import { chromium } from "@playwright/test";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "./support/chromium";

const [base = "http://127.0.0.1:3100", ...paths] = process.argv.slice(2);
const sizes = [
  { name: "desktop", width: 1440, height: 900 },
  { name: "mobile", width: 390, height: 844 },
];
const outDir = process.env.SCREENSHOT_DIR ?? "screenshots";
fs.mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_FLAGS] });
for (const path of paths.length ? paths : ["/"]) {
  for (const size of sizes) {
    for (const scheme of ["light", "dark"] as const) {
      const context = await browser.newContext({
        viewport: size,
        colorScheme: scheme,
        locale: "pt-BR",
        bypassCSP: true,
      });
      await context.addInitScript(() => localStorage.setItem("cookiesAccepted", "true"));
      const page = await context.newPage();
      await page.goto(base + path, { waitUntil: "networkidle" });
      const file = `${outDir}/${path.replace(/[^a-z0-9]+/gi, "_") || "home"}-${size.name}-${scheme}.png`;
      // A full-page capture does not scroll, so sections that render only near the viewport (decision 005) would stay blank.
      if (process.env.FULL === "1")
        await page.addStyleTag({ content: "* { content-visibility: visible !important; }" });
      await page.screenshot({ path: file, fullPage: process.env.FULL === "1" });
      console.log(file);
      await context.close();
    }
  }
}
await browser.close();
