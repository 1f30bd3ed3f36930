import type { BlockingTask } from "./blocking-tasks";
import { historyMarkdown, type RunRecord } from "./history";
import type { HydrationSummary } from "./hydration";
import { interactionMarkdown, type InteractionSummary } from "./interaction-figures";
import type { LeadDelivery } from "./lead-delivery";
import type { busyPasses, Figures, HostFloor, RouteSpeed } from "./lighthouse";
import { FIRST_ROUND_TRIP_BYTES, TWO_ROUND_TRIPS_BYTES, type RouteWeight, type Throughput } from "./measure";
import { promptPreviewMarkdown, type PromptPreviewFigures } from "./prompt-preview";
import { traceMarkdown } from "./trace-summary";
import { BUDGETS, type Verdict } from "./budgets";
import { ratio, verdictWord, type SsrFigures } from "./verdicts";

/** What a bench run measured; a run of some steps only (BENCH_STEPS) leaves the others out. */
export interface BenchReport {
  date: string;
  machine: string;
  durationSeconds: number;
  runs: { lighthouse: number; slowHost: number; hydration: number; interaction: number };
  lighthouse?: RouteSpeed[];
  host?: ReturnType<typeof busyPasses>;
  /** The empty document's passes (absent when the Lighthouse step did not run). */
  floor?: HostFloor;
  /** What a first touch of a memory page cost the host (host.ts), at the start of the run and at its end. */
  pageFaultUs?: { start: number; end: number };
  interactions?: InteractionSummary[];
  hydration?: HydrationSummary[];
  weights?: RouteWeight[];
  ssr?: SsrFigures;
  leads?: Throughput & { rows: number };
  load?: Throughput;
  promptPreview?: PromptPreviewFigures;
  delivery?: LeadDelivery;
  budgets: Verdict[];
  history: RunRecord[];
}

const kib = (bytes: number) => (bytes / 1024).toFixed(1);
const groups = (figures: Figures, ...names: string[]) =>
  names.reduce((sum, name) => sum + (figures.groupsMs[name] ?? 0), 0);

export function reportMarkdown(report: BenchReport): string {
  return [
    "# Benchmark report",
    "",
    `${report.date} · ${report.machine} · ${report.durationSeconds} s`,
    "",
    ...lighthouseSection(report),
    ...floorMarkdown(report.floor, report.pageFaultUs),
    ...consentingMarkdown(report.lighthouse),
    ...slowHostMarkdown(report.lighthouse, report.runs.slowHost),
    ...(report.history.length ? historyMarkdown(report.history) : []),
    ...(report.lighthouse
      ? traceMarkdown(
          report.lighthouse.map(({ path: route, page, reference }) => ({
            path: route,
            trace: page.trace,
            referenceTrace: reference.trace,
          })),
        )
      : []),
    ...interactionMarkdown(report.interactions ?? [], report.runs.interaction),
    ...hydrationSection(report.hydration, report.runs.hydration),
    ...weightSection(report.weights),
    ...ssrSection(report.ssr),
    ...leadSection(report.leads),
    ...loadSection(report.load),
    ...(report.promptPreview ? promptPreviewMarkdown(report.promptPreview) : []),
    ...deliverySection(report.delivery),
    "## Budgets (DESIGN.md, issues 26, 28, 37, 68 and 69; all in scripts/bench/budgets.ts; information: reported, not counted)",
    "",
    ...report.budgets.map((b) => `- ${verdictWord(b)} ${b.name}: ${b.value}`),
    "",
  ].join("\n");
}

function lighthouseSection({ lighthouse, host, runs }: BenchReport): string[] {
  if (!lighthouse || !host) return [];
  const LIGHTHOUSE_RUNS = runs.lighthouse;
  const report = { lighthouse, host };
  return [
    `## Lighthouse 12, mobile, simulated throttling: each page beside its scriptless reference (median of ${LIGHTHOUSE_RUNS} interleaved performance passes; CLS the worst pass)`,
    "",
    "The reference is the same HTML with every script removed, served from memory with the page's own response headers (the site's security headers: decision 014): the least work this content can cost.",
    `GA_MEASUREMENT_ID is set, as deployed. Host: Lighthouse benchmark index ${report.host.best} at best; ${report.host.busy} of ${report.host.total} passes ran below ${report.host.threshold} (a busy host) and are kept in the medians.`,
    "",
    "| route | perf | TBT ms | LCP ms | CLS | main thread ms (ref.) | × ref. | script | style+layout | parse | paint | DOM (ref.) | JS KiB | a11y / BP / SEO |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...report.lighthouse.map(
      ({ path: route, page, reference, accessibility, bestPractices, seo }) =>
        `| ${route} | ${page.performance} | ${page.tbtMs} | ${page.lcpMs} | ${page.cls} | ${page.mainThreadMs} (${reference.mainThreadMs}) | ${ratio(page.mainThreadMs, reference.mainThreadMs)} | ${groups(page, "scriptEvaluation", "scriptParseCompile")} | ${groups(page, "styleLayout")} | ${groups(page, "parseHTML")} | ${groups(page, "paintCompositeRender")} | ${page.domSize} (${reference.domSize}) | ${page.jsKiB} | ${accessibility} / ${bestPractices} / ${seo} |`,
    ),
    "",
    "Every pass (page: perf / TBT / main thread / benchmark index; then the reference's main thread in the same rounds):",
    "",
    ...report.lighthouse.map(
      ({ path: route, page, reference }) =>
        `- ${route}: ${page.passes.map((p) => `${p.performance}/${p.tbtMs}/${p.mainThreadMs}/${p.benchmarkIndex}`).join(", ")}; reference ${reference.passes.map((p) => p.mainThreadMs).join(", ")}`,
    ),
    "",
  ];
}

/**
 * The host's floor: an empty document on the same passes' slowdowns. A budget it misses is one no page of any
 * content can meet on this host; the page-fault probe says why a host's floor is high when its benchmark index
 * is not low.
 */
export function floorMarkdown(floor: HostFloor | undefined, pageFaultUs: BenchReport["pageFaultUs"]): string[] {
  if (!floor) return [];
  const row = (label: string, f: Figures) =>
    `| ${label} | ${f.performance} | ${f.tbtMs} | ${f.lcpMs} | ${f.mainThreadMs} | ${f.passes.map((p) => `${p.performance}/${p.tbtMs}/${p.mainThreadMs}/${p.cpuSlowdown}`).join(", ")} |`;
  return [
    "### The host's floor: an empty document, measured in the same rounds",
    "",
    "A heading and a sentence, served with the site's own response headers: no stylesheet, image or script. What it costs is what any page costs this host before its own content; a budget it misses, no page can meet here.",
    ...(pageFaultUs
      ? [
          "",
          `A first touch of a fresh memory page cost this host ${pageFaultUs.start} µs at the start of the run and ${pageFaultUs.end} µs at its end (scripts/bench/host.ts; bare metal typically takes under 1 µs). Lighthouse's benchmark index times JavaScript alone and does not see it, yet Chromium's renderer takes some 13,000 such faults on its main thread to load /about (measured here, 2026-12-02).`,
        ]
      : []),
    "",
    "| slowdown | perf | TBT ms | LCP ms | main thread ms | each pass (perf / TBT / main thread / CPU slowdown) |",
    "|---|---|---|---|---|---|",
    row("Lighthouse's 4×", floor.page),
    ...(floor.slowHost ? [row("slower-host stand-in", floor.slowHost)] : []),
    "",
  ];
}

/** Issue 37: the first visit beside a visitor who accepted cookies (analytics loads, the page hydrates at once). */
export function consentingMarkdown(lighthouse: RouteSpeed[] | undefined): string[] {
  if (!lighthouse?.some((speed) => speed.consenting)) return [];
  const cells = (f: Figures) =>
    `${f.performance} | ${f.tbtMs} | ${f.lcpMs} | ${f.cls} | ${f.mainThreadMs} | ${f.jsKiB}`;
  return [
    "## First visit and consenting visitor, side by side (the same Lighthouse rounds; medians)",
    "",
    "The consenting visitor has accepted cookies on an earlier visit (localStorage `cookiesAccepted`), arrives with an empty HTTP cache, and GA_MEASUREMENT_ID is configured as deployed: gtag.js and its hits are served by a local stand-in (scripts/bench/analytics-stand-in.ts), smaller than Google's, so its figures are a floor.",
    "",
    "| route | first visit: perf | TBT ms | LCP ms | CLS | main thread ms | JS KiB | consenting: perf | TBT ms | LCP ms | CLS | main thread ms | JS KiB |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...lighthouse.map(
      ({ path, page, consenting }) =>
        `| ${path} | ${cells(page)} | ${consenting ? cells(consenting) : "– | – | – | – | – | –"} |`,
    ),
    "",
  ];
}

/** Issue 37: both visitors again, with the CPU slowed down to stand in for a host of benchmark index 1,500. */
export function slowHostMarkdown(lighthouse: RouteSpeed[] | undefined, runs: number): string[] {
  if (!lighthouse?.some((speed) => speed.slowHost)) return [];
  const cells = (f: Figures, reference: Figures) =>
    `${f.performance} | ${f.tbtMs} | ${f.lcpMs} | ${f.cls} | ${f.mainThreadMs} | ${ratio(f.mainThreadMs, reference.mainThreadMs)}`;
  const passes = (f: Figures) =>
    f.passes.map((p) => `${p.performance}/${p.tbtMs}/${p.lcpMs}/${p.cpuSlowdown}`).join(", ");
  return [
    `## On a slower host: the same passes with the CPU slowed down to stand in for benchmark index ${BUDGETS.slowHostIndex} (median of ${runs})`,
    "",
    `Lighthouse simulates a phone by multiplying the host's own task times by 4, calibrated for a host of benchmark index 1,000 or more. Here the multiplier is 4 × (the index measured in the same round ÷ ${BUDGETS.slowHostIndex}), so each pass costs what it would on a host of index ${BUDGETS.slowHostIndex} at Lighthouse's 4×. The reference is slowed down alike.`,
    "",
    "| route | reference: TBT ms | main thread ms | first visit: perf | TBT ms | LCP ms | CLS | main thread ms | × ref. | consenting: perf | TBT ms | LCP ms | CLS | main thread ms | × ref. |",
    "|---|---|---|---|---|---|---|---|---|---|---|---|---|---|---|",
    ...lighthouse.flatMap(({ path, slowHost }) =>
      slowHost
        ? [
            `| ${path} | ${slowHost.reference.tbtMs} | ${slowHost.reference.mainThreadMs} | ${cells(slowHost.page, slowHost.reference)} | ${cells(slowHost.consenting, slowHost.reference)} |`,
          ]
        : [],
    ),
    "",
    "Every pass (perf / TBT / LCP / CPU slowdown):",
    "",
    ...lighthouse.flatMap(({ path, slowHost }) =>
      slowHost
        ? [
            `- ${path}: first visit ${passes(slowHost.page)}; consenting ${passes(slowHost.consenting)}; reference TBT ${slowHost.reference.passes.map((p) => p.tbtMs).join(", ")}`,
          ]
        : [],
    ),
    "",
    ...blockingTasksMarkdown(lighthouse),
  ];
}

/** The slower host's blocking time, task by task: what the pass of median TBT counted, for the page, its reference and a consenting visitor. */
export function blockingTasksMarkdown(lighthouse: RouteSpeed[]): string[] {
  const list = (tasks: BlockingTask[]) =>
    tasks.length
      ? tasks
          .map(
            (task) =>
              `${task.blockingMs} of ${task.durationMs} ms at ${task.startMs} (${task.source}${task.events.length ? `: ${task.events.map(([name, ms]) => `${name} ${ms}`).join(", ")}` : ""})`,
          )
          .join("; ")
      : "none";
  return [
    "### The slower host's blocking time, task by task",
    "",
    "The pass of median TBT: each long task's blocking part (its time between FCP and TTI beyond 50 ms), its simulated duration and start, its source and its costliest events in the trace. Lighthouse weighs two simulations into TBT, so the parts add up close to the pass's TBT, not to it exactly.",
    "",
    ...lighthouse.flatMap(({ path, slowHost }) =>
      slowHost
        ? [
            `- ${path}: page ${list(slowHost.page.blockingTasks)}. Reference ${list(slowHost.reference.blockingTasks)}. Consenting ${list(slowHost.consenting.blockingTasks)}.`,
          ]
        : [],
    ),
    "",
  ];
}

function hydrationSection(hydration: HydrationSummary[] | undefined, runs: number): string[] {
  if (!hydration) return [];
  return [
    `## First paint and hydration, phone on Lighthouse's mobile profile (devtools throttling: 4× CPU, 562.5 ms latency, 1.47 Mbit/s; median of ${runs})`,
    "",
    "Between the first paint and hydration the page shows and works as HTML (forms post to their pages' actions, menus are popovers, links navigate); nothing typed then is lost.",
    "",
    "| route | first paint ms | hydrated at ms | window ms | hydrated at, each pass |",
    "|---|---|---|---|---|",
    ...hydration.map((h) =>
      Number.isNaN(h.hydratedMs)
        ? `| ${h.path} | ${h.firstPaintMs} | on demand | – | – |`
        : `| ${h.path} | ${h.firstPaintMs} | ${h.hydratedMs} | ${h.windowMs} | ${h.hydratedRunsMs.join(", ")} |`,
    ),
    "",
  ];
}
function weightSection(weights: RouteWeight[] | undefined): string[] {
  if (!weights) return [];
  return [
    "## HTML, initial JS and CSS per route (JS and CSS gzip, from the build manifest)",
    "",
    "JS is loaded after the first paint (decision 003), or only when a control needs it on the pages that load their scripts on demand (decision 011: first load 0).",
    "Framework = the two chunks of react, react-dom and react-router; ours = the rest (entry, shared chunk, root, route, manifest); translations = the JSON bundles fetched before hydrating.",
    "",
    `HTML = the page's response as a first visit receives it (brotli, headers included); a new connection's first round trip carries ${FIRST_ROUND_TRIP_BYTES} bytes (decision 012). A page marked * writes its stylesheets into its HTML, which then has the first two round trips, ${TWO_ROUND_TRIPS_BYTES} bytes (decision 046).`,
    "",
    "| route | HTML bytes | first-load JS KiB | JS KiB when hydrated | of which framework | our JS | CSS KiB | translations KiB |",
    "|---|---|---|---|---|---|---|---|",
    ...weights.map(
      (w) =>
        `| ${w.path} | ${w.documentBytes}${w.carriesStylesheets ? " *" : ""} | ${w.onDemand ? "0 (on demand)" : kib(w.jsGzip)} | ${kib(w.jsGzip)} | ${kib(w.frameworkGzip)} | ${kib(w.jsGzip - w.frameworkGzip)} | ${kib(w.cssGzip)} | ${kib(w.translationsGzip)} |`,
    ),
    "",
  ];
}
function ssrSection(ssr: SsrFigures | undefined): string[] {
  if (!ssr) return [];
  return [
    "## SSR throughput vs the same HTML as a static file (autocannon, 10 s, 20 connections, loopback)",
    "",
    "| route | SSR req/s | p50 / p99 ms | static req/s | p50 / p99 ms | ratio |",
    "|---|---|---|---|---|---|",
    ...Object.entries(ssr).map(
      ([route, r]) =>
        `| ${route} | ${r.rendered.requestsPerSecond} | ${r.rendered.p50} / ${r.rendered.p99} | ${r.staticCopy.requestsPerSecond} | ${r.staticCopy.p50} / ${r.staticCopy.p99} | ${r.ratio} |`,
    ),
    "",
  ];
}
function leadSection(leads: (Throughput & { rows: number }) | undefined): string[] {
  if (!leads) return [];
  return [
    "## POST /api/lead on SQLite (WAL, synchronous=FULL; autocannon, 12,000 requests, 10 connections)",
    "",
    `${leads.requestsPerSecond} acknowledged writes/s, p50 ${leads.p50} ms, p99 ${leads.p99} ms; 201s counted: ${leads.statuses["201"] ?? 0}, rows after the run: ${leads.rows} (the lead run only; the mixed load below adds its own).`,
    "",
  ];
}
function loadSection(load: Throughput | undefined): string[] {
  if (!load) return [];
  return [
    "## Mixed load (pages and lead posts, 30 s, 8 connections)",
    "",
    `${load.requestsPerSecond} req/s, p50 ${load.p50} ms, p99 ${load.p99} ms, ${load.total} requests, ${load.errors} errors, statuses ${JSON.stringify(load.statuses)}.`,
    "",
  ];
}
function deliverySection(delivery: LeadDelivery | undefined): string[] {
  if (!delivery) return [];
  return [
    "## POST /api/lead with the lead webhook off and on (API stack, fresh SQLite per run, 12,000 requests, 10 connections, 3 rounds of off then on; receiver answering 204 at once)",
    "",
    `off ${delivery.off.requestsPerSecond}/s, on ${delivery.on.requestsPerSecond}/s (p99 of the last runs ${delivery.off.p99} / ${delivery.on.p99} ms): ratio ${delivery.ratio}, the median of the rounds' ${delivery.roundRatios.join(", ")}. Server CPU per acknowledged lead: ${delivery.cpuPerLead.off} µs off, ${delivery.cpuPerLead.on} µs on. During a burst deliveries give way (one batch a second); the outbox was empty ${(delivery.drainMs / 1000).toFixed(1)} s after the last run; ${delivery.deliveries} deliveries for ${delivery.acknowledged} 201s.`,
    "",
  ];
}
