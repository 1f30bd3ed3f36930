import { chromium } from "@playwright/test";

/**
 * When a page becomes interactive, as a phone on Lighthouse's mobile profile sees it: the devtools
 * throttling Lighthouse applies for that profile (4× CPU slowdown; 150 ms RTT and 1.6 Mbit/s, which
 * devtools throttling expresses as 562.5 ms latency and 1,474.56 kbit/s down, 675 kbit/s up), a
 * 412 × 823 phone, an empty cache. The site marks `niot:hydrated` when React has hydrated the page
 * (SiteShell); the window is the time between the first contentful paint and that mark, during which
 * the page shows but runs no script of ours (forms, menus and links still work as HTML).
 */
export interface HydrationSummary {
  path: string;
  firstPaintMs: number;
  hydratedMs: number;
  windowMs: number;
  /** Hydrated-at of every pass, lowest first. */
  hydratedRunsMs: number[];
}

const LATENCY_MS = 562.5;
const DOWN_KBPS = 1474.56;
const UP_KBPS = 675;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function hydrationTimings(base: string, routes: string[], runs = 3): Promise<HydrationSummary[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
      "--no-first-run",
      "--disable-quic",
    ],
  });
  const summaries: HydrationSummary[] = [];
  try {
    for (const route of routes) {
      const passes: Array<{ paint: number; hydrated: number }> = [];
      for (let run = 0; run < runs; run++) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          deviceScaleFactor: 1.75,
          isMobile: true,
          hasTouch: true,
          locale: "pt-BR",
        });
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send("Network.enable");
        await cdp.send("Network.emulateNetworkConditions", {
          offline: false,
          latency: LATENCY_MS,
          downloadThroughput: (DOWN_KBPS * 1024) / 8,
          uploadThroughput: (UP_KBPS * 1024) / 8,
        });
        await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
        await page.goto(base + route, { waitUntil: "load", timeout: 60_000 });
        // A page that loads its scripts on demand (docs/decisions/011) hydrates only when a control is used.
        await page
          .locator('html[data-hydrated], html[data-scripts="on-demand"]')
          .waitFor({ state: "attached", timeout: 60_000 });
        const timing = await page.evaluate(() => ({
          paint: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN,
          hydrated: performance.getEntriesByName("niot:hydrated")[0]?.startTime ?? Number.NaN,
        }));
        passes.push(timing);
        await context.close();
      }
      const firstPaintMs = Math.round(median(passes.map((p) => p.paint)));
      const hydratedMs = Math.round(median(passes.map((p) => p.hydrated)));
      summaries.push({
        path: route,
        firstPaintMs,
        hydratedMs,
        windowMs: Math.round(median(passes.map((p) => p.hydrated - p.paint))),
        hydratedRunsMs: passes.map((p) => Math.round(p.hydrated)).sort((a, b) => a - b),
      });
      console.log(`hydration ${route}: ${JSON.stringify(summaries.at(-1))}`);
    }
  } finally {
    await browser.close();
  }
  return summaries;
}
