import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

export interface LighthouseSummary {
  path: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  totalKiB: number;
  jsKiB: number;
}

const CHROME_FLAGS = [
  "--headless=new", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run", "--disable-quic",
];

/** Lighthouse 12 mobile (simulated throttling), several runs; the run with the median performance wins. */
export async function lighthouseMedian(base: string, path: string, runs: number): Promise<LighthouseSummary> {
  const chrome = await chromeLauncher.launch({ chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", chromeFlags: CHROME_FLAGS });
  try {
    const summaries: LighthouseSummary[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(base + path, { port: chrome.port, output: "json", logLevel: "error" });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      const items = (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })?.items ?? [];
      const size = (type: string) => Math.round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
      summaries.push({
        path,
        performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
        bestPractices: Math.round((lhr.categories["best-practices"]?.score ?? 0) * 100),
        seo: Math.round((lhr.categories.seo?.score ?? 0) * 100),
        lcpMs: Math.round(audit("largest-contentful-paint")),
        tbtMs: Math.round(audit("total-blocking-time")),
        cls: Math.round(audit("cumulative-layout-shift") * 1000) / 1000,
        totalKiB: size("total"),
        jsKiB: size("script"),
      });
    }
    summaries.sort((a, b) => a.performance - b.performance);
    return summaries[Math.floor(summaries.length / 2)]!;
  } finally {
    chrome.kill();
  }
}
