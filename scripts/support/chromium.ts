// The one Chromium of the e2e suite, the screenshots, the Open Graph pictures and the bench, started the same way.

/** The machine's Chromium; CHROMIUM_PATH (or chrome-launcher's CHROME_PATH) points at another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? process.env.CHROME_PATH ?? "/usr/bin/chromium";

/** Chromium with nothing of its own on the network (no updates, sync or QUIC) and no sandbox (it runs in a container). */
export const CHROMIUM_FLAGS: readonly string[] = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
  "--disable-quic",
];
