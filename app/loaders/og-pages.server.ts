import fs from "node:fs";
import path from "node:path";
import { OG_PAGES_INDEX } from "~/lib/og-images";

let drawn: ReadonlySet<string> | undefined;

/** Whether the build drew this page's own picture (public/og/pages/index.json); read once per process. */
export function hasPageImage(imagePath: string): boolean {
  drawn ??= readIndex();
  return drawn.has(imagePath);
}

function readIndex(): ReadonlySet<string> {
  try {
    const index = JSON.parse(fs.readFileSync(path.resolve("public", OG_PAGES_INDEX), "utf8")) as object;
    return new Set(Object.keys(index));
  } catch {
    // No pictures drawn (a build without Chromium): every page shows its section's picture.
    return new Set();
  }
}
