// Buffered against streamed pages (issue 37 item 5, docs/decisions/037-streaming-decided.md), by hand:
//   npx tsx scripts/bench/streaming.ts
// against two production servers already running side by side, STREAM_A (default http://127.0.0.1:3960) and
// STREAM_B (default http://127.0.0.1:3961), for example the same build started with and without the streamed
// variant the decision record describes. Interleaved: every pass loads each route from both, in alternating order.
// Browser: Chromium on the phone profile (4× CPU, 150 ms latency, 1,600 kbit/s down, 750 up), a fresh context per
// load; TTFB (responseStart), first contentful paint, LCP. Server: 20 requests per route and server on loopback,
// time to the first and to the last byte. STREAM_PASSES (default 7), STREAM_ROUTES (default /,/docs/create-account,/events,/blog).
import http from "node:http";
import { launchChromium, phonePage } from "./phone";

const A = process.env.STREAM_A ?? "http://127.0.0.1:3960";
const B = process.env.STREAM_B ?? "http://127.0.0.1:3961";
const PASSES = Number(process.env.STREAM_PASSES ?? 7);
const ROUTES = (process.env.STREAM_ROUTES ?? "/,/docs/create-account,/events,/blog").split(",");
const NETWORK = { latencyMs: 150, downKbps: 1600, upKbps: 750 };
const SERVER_REQUESTS = 20;

/** The median of the figures a load gave (a load can end before its first paint: no figure then). */
const median = (values: number[]) => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};
const round = (value: number) => Math.round(value);

interface Load {
  ttfb: number;
  fcp: number;
  lcp: number;
}

/** Time to the first and to the last byte of one page on loopback, compressed as a browser asks for it. */
function serverTiming(url: string): Promise<{ first: number; last: number }> {
  return new Promise((resolve, reject) => {
    const start = performance.now();
    let first = 0;
    http
      .get(url, { headers: { "Accept-Encoding": "br, gzip", "Accept-Language": "pt-BR" } }, (res) => {
        res.once("data", () => (first = performance.now() - start));
        res.on("data", () => {});
        res.on("end", () => resolve({ first, last: performance.now() - start }));
      })
      .on("error", reject);
  });
}

async function main() {
  const servers = { A, B };
  const server: Record<string, Record<string, Array<{ first: number; last: number }>>> = { A: {}, B: {} };
  for (const route of ROUTES) {
    for (const name of ["A", "B"] as const) server[name]![route] = [];
    for (let i = 0; i < SERVER_REQUESTS; i++)
      for (const name of (i % 2 ? ["B", "A"] : ["A", "B"]) as Array<"A" | "B">)
        server[name]![route]!.push(await serverTiming(servers[name] + route));
  }

  const browser = await launchChromium();
  const loads: Record<string, Record<string, Load[]>> = { A: {}, B: {} };
  try {
    for (let pass = 0; pass < PASSES; pass++) {
      for (const route of ROUTES) {
        for (const name of (pass % 2 ? ["B", "A"] : ["A", "B"]) as Array<"A" | "B">) {
          const page = await phonePage(browser, NETWORK);
          await page.goto(servers[name] + route, { waitUntil: "load", timeout: 60_000 });
          const load = await page.evaluate(
            () =>
              new Promise<Load>((resolve) => {
                const navigation = performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming;
                const fcp = performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? Number.NaN;
                let lcp = Number.NaN;
                new PerformanceObserver((list) => {
                  for (const entry of list.getEntries()) lcp = entry.startTime;
                }).observe({ type: "largest-contentful-paint", buffered: true });
                setTimeout(() => resolve({ ttfb: navigation.responseStart, fcp, lcp }), 200);
              }),
          );
          await page.context().close();
          (loads[name]![route] ??= []).push(load);
          console.log(
            `pass ${pass + 1} ${name} ${route} ${JSON.stringify(load, (_k, v: unknown) => (typeof v === "number" ? round(v) : v))}`,
          );
        }
      }
    }
  } finally {
    await browser.close();
  }

  const rows = [
    "| route | server | TTFB | FCP | LCP | first byte (loopback) | last byte (loopback) |",
    "|---|---|---|---|---|---|---|",
  ];
  for (const route of ROUTES)
    for (const name of ["A", "B"] as const) {
      const browserLoads = loads[name]![route]!;
      const timings = server[name]![route]!;
      rows.push(
        `| ${route} | ${name} | ${round(median(browserLoads.map((l) => l.ttfb)))} | ${round(median(browserLoads.map((l) => l.fcp)))} | ${round(median(browserLoads.map((l) => l.lcp)))} | ${median(timings.map((t) => t.first)).toFixed(1)} | ${median(timings.map((t) => t.last)).toFixed(1)} |`,
      );
    }
  console.log(
    `\nA = ${A}, B = ${B}; medians in ms of ${PASSES} passes (browser) and ${SERVER_REQUESTS} requests (server)\n`,
  );
  console.log(rows.join("\n"));
  console.log(`\n${JSON.stringify({ loads, server })}`);
}

await main();
