import { launchChromium, phonePage } from "./phone";

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

/** Devtools throttling counts a kbit as 1,024 bits: 1,474.56 and 675 "kbit/s" of its own. */
const NETWORK = { latencyMs: 562.5, downKbps: 1474.56 * 1.024, upKbps: 675 * 1.024 };

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export async function hydrationTimings(base: string, routes: string[], runs = 3): Promise<HydrationSummary[]> {
  const browser = await launchChromium();
  const summaries: HydrationSummary[] = [];
  try {
    for (const route of routes) {
      const passes: Array<{ paint: number; hydrated: number }> = [];
      for (let run = 0; run < runs; run++) {
        const page = await phonePage(browser, NETWORK);
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
        await page.context().close();
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
