import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result } from "lighthouse";

export interface LighthouseSummary {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  /** TBT of every performance pass, lowest first: how far this machine's runs spread. */
  tbtRunsMs: number[];
  /** The largest CLS of the performance passes: a shift is a bug, not noise, even in one pass. */
  cls: number;
  totalKiB: number;
  jsKiB: number;
}

const CHROME_FLAGS = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
];

const ATTEMPTS = 3;

/** One Lighthouse pass; a pass whose trace failed (NO_NAVSTART, 2 of 30 passes here) runs again. */
async function pass(url: string, port: number, categories: string[]): Promise<Result> {
  for (let attempt = 1; ; attempt++) {
    const lhr = (await lighthouse(url, { port, output: "json", logLevel: "error", onlyCategories: categories }))!.lhr;
    if (!lhr.runtimeError || attempt === ATTEMPTS) return lhr;
    console.warn(`lighthouse ${url}: ${lhr.runtimeError.code}, running the pass again`);
  }
}

/**
 * Lighthouse 12 mobile (simulated throttling) for one page: `runs` passes of the performance
 * category alone, the one with the median performance score kept, and one pass of accessibility,
 * best practices and SEO. The other categories' gatherers (source maps, console, issues, anchors)
 * instrument the page while it loads and added 80–100 ms of blocking time per page here, which no
 * visitor pays; their scores do not depend on timing, so one pass is enough.
 */
export async function lighthouseMedian(base: string, path: string, runs: number): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
    const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);
    const speed: Result[] = [];
    for (let run = 0; run < runs; run++) {
      speed.push(await pass(base + path, chrome.port, ["performance"]));
    }
    speed.sort((a, b) => score(a, "performance") - score(b, "performance"));
    const lhr = speed[Math.floor(speed.length / 2)]!;
    const quality = await pass(base + path, chrome.port, ["accessibility", "best-practices", "seo"]);
    const items = (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })?.items ?? [];
    const size = (type: string) => Math.round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
    return {
      path,
      performance: score(lhr, "performance"),
      accessibility: score(quality, "accessibility"),
      bestPractices: score(quality, "best-practices"),
      seo: score(quality, "seo"),
      lcpMs: Math.round(audit(lhr, "largest-contentful-paint")),
      tbtMs: Math.round(audit(lhr, "total-blocking-time")),
      tbtRunsMs: speed.map((run) => Math.round(audit(run, "total-blocking-time"))).sort((a, b) => a - b),
      cls: Math.round(Math.max(...speed.map((run) => audit(run, "cumulative-layout-shift"))) * 1000) / 1000,
      totalKiB: size("total"),
      jsKiB: size("script"),
    };
  } finally {
    chrome.kill();
  }
}
