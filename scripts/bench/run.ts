/**
 * npm run bench: builds, starts the production server on a fresh SQLite file, measures, and writes
 * bench/report.md + bench/report.json (and, for a full run, a record in bench/history.json). Exits non-zero
 * when a budget (scripts/bench/budgets.ts) fails.
 *
 * A quick check runs beside another checkout with BENCH_PORT, on some route kinds with BENCH_ROUTES
 * (comma-separated), on some steps with BENCH_STEPS (comma-separated, of STEPS below), with fewer passes
 * with LIGHTHOUSE_RUNS, SLOW_HOST_RUNS and INTERACTION_RUNS; such a run is not put on record.
 */
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import type { Verdict } from "./budgets";
import { firstInteractions, INTERACTION_RUNS } from "./first-interaction";
import { appendRun, runRecord } from "./history";
import { chromiumVersion, pageFaultMicroseconds } from "./host";
import { hydrationTimings } from "./hydration";
import { interactionVerdicts } from "./interaction-figures";
import { leadDeliveryBench } from "./lead-delivery";
import { FIRST_ROUND_TRIP_BYTES, routeWeight, TWO_ROUND_TRIPS_BYTES, type RouteWeight } from "./measure";
import { pageSpeed } from "./page-speed";
import { measurePromptPreview, promptPreviewBudgets } from "./prompt-preview";
import { reportMarkdown, type BenchReport } from "./report";
import { leadWrites, mixedLoad, ssrThroughput } from "./server-load";
import { startSite } from "./site";
import {
  deliveryVerdicts,
  leadVerdicts,
  lighthouseVerdicts,
  loadVerdicts,
  runPasses,
  verdictWord,
  ssrVerdicts,
  weightVerdicts,
} from "./verdicts";

const PORT = Number(process.env.BENCH_PORT ?? 3400);
const DB_FILE = "data/bench.db";
const RUNS = {
  lighthouse: Number(process.env.LIGHTHOUSE_RUNS ?? 5),
  slowHost: Number(process.env.SLOW_HOST_RUNS ?? 5),
  hydration: 3,
  interaction: Number(process.env.INTERACTION_RUNS ?? INTERACTION_RUNS),
};
const ALL_ROUTE_KINDS = [
  "/",
  "/price",
  "/events",
  "/blog",
  "/article/presence-rule-30-minutes",
  "/docs/create-account",
  "/showcase",
  "/showcase/gym",
  "/about",
];
const ROUTE_KINDS = process.env.BENCH_ROUTES?.split(",") ?? ALL_ROUTE_KINDS;
/** In the order they run: page speed first, on a quiet server (the load tests leave a busy process: GC, WAL checkpoints). */
const STEPS = [
  "lighthouse",
  "interaction",
  "hydration",
  "weights",
  "ssr",
  "leads",
  "load",
  "prompt",
  "delivery",
] as const;
const steps = new Set(process.env.BENCH_STEPS?.split(",") ?? STEPS);
/** Where bench/report.md's hand-run sections begin; a bench run keeps them. */
const KEPT_SECTION = "<!-- kept by npm run bench -->";

async function main() {
  const started = Date.now();
  const pageFaultAtStart = pageFaultMicroseconds();
  const site = await startSite(PORT, DB_FILE);
  const report: BenchReport = {
    date: new Date().toISOString(),
    machine: machine(),
    durationSeconds: 0,
    runs: RUNS,
    budgets: [],
    history: [],
  };
  try {
    const available = await site.available(ROUTE_KINDS);
    if (steps.has("lighthouse"))
      Object.assign(report, await pageSpeed(site.base, available, RUNS.lighthouse, RUNS.slowHost));
    if (steps.has("interaction")) report.interactions = await firstInteractions(site.base, RUNS.interaction);
    if (steps.has("hydration")) report.hydration = await hydrationTimings(site.base, available, RUNS.hydration);
    if (steps.has("weights")) report.weights = await routeWeights(site.base, available);
    if (steps.has("ssr")) report.ssr = await ssrThroughput(site.base, available);
    if (steps.has("leads")) report.leads = await leadWrites(site.base, DB_FILE);
    if (steps.has("load")) report.load = await mixedLoad(site.base, available);
    if (steps.has("prompt")) report.promptPreview = measurePromptPreview();
    if (steps.has("delivery")) report.delivery = await leadDeliveryBench();
  } finally {
    site.stop();
  }
  report.pageFaultUs = { start: pageFaultAtStart, end: pageFaultMicroseconds() };
  report.budgets = verdicts(report);
  report.history = record(report);
  report.durationSeconds = Math.round((Date.now() - started) / 1000);
  writeReport(report);
  for (const budget of report.budgets) console.log(`${verdictWord(budget)} ${budget.name}: ${budget.value}`);
  process.exitCode = runPasses(report.budgets) ? 0 : 1;
}

async function routeWeights(base: string, available: readonly string[]): Promise<RouteWeight[]> {
  const build = (await import(path.resolve("build/server/index.js"))) as Parameters<typeof routeWeight>[2];
  const weights: RouteWeight[] = [];
  for (const route of available) weights.push(await routeWeight(base, route, build));
  return weights;
}

function verdicts(report: BenchReport): Verdict[] {
  return [
    ...(report.promptPreview ? promptPreviewBudgets(report.promptPreview) : []),
    ...lighthouseVerdicts(report.lighthouse ?? []),
    ...interactionVerdicts(report.interactions ?? []),
    ...weightVerdicts(report.weights ?? [], FIRST_ROUND_TRIP_BYTES, TWO_ROUND_TRIPS_BYTES),
    ...ssrVerdicts(report.ssr ?? {}),
    ...(report.leads ? leadVerdicts(report.leads) : []),
    ...(report.delivery ? deliveryVerdicts(report.delivery) : []),
    ...(report.load ? loadVerdicts(report.load) : []),
  ];
}

/** A run of every route kind and step goes on record in bench/history.json; a quick check shows only itself. */
function record(report: BenchReport) {
  if (!report.lighthouse || !report.host) return [];
  const interactions = (report.interactions ?? []).map((summary) => ({
    ...summary,
    pass: interactionVerdicts([summary])[0]!.pass,
  }));
  const host = { ...report.host, floor: report.floor, pageFaultUs: report.pageFaultUs?.start };
  const run = runRecord(report.date, report.lighthouse, host, interactions);
  const complete = ROUTE_KINDS === ALL_ROUTE_KINDS && STEPS.every((step) => steps.has(step));
  return complete ? appendRun(run) : [run];
}

function writeReport(report: BenchReport) {
  fs.mkdirSync("bench", { recursive: true });
  fs.writeFileSync("bench/report.json", JSON.stringify(report, null, 2));
  // The operations section (scripts/bench/server-start.mjs, scripts/scale-out.mjs) is measured apart and kept.
  const previous = fs.existsSync("bench/report.md") ? fs.readFileSync("bench/report.md", "utf8") : "";
  const kept = previous.includes(KEPT_SECTION) ? `\n${previous.slice(previous.indexOf(KEPT_SECTION))}` : "";
  fs.writeFileSync("bench/report.md", reportMarkdown(report) + kept);
}

function machine(): string {
  const cpus = os.cpus();
  const memory = Math.round(os.totalmem() / 2 ** 30);
  return `${cpus.length} × ${cpus[0]?.model.trim()}, ${memory} GiB, Node ${process.version}, ${chromiumVersion()}, ${os.platform()} ${os.release()}`;
}

await main();
