import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import type { Result, RunnerResult } from "lighthouse";
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from "../support/chromium";
import { BUDGETS } from "./budgets";
import { storeConsent } from "./consent";
import { blockingTasksOf, type BlockingTask } from "./blocking-tasks";
import { mainThreadTasksOf, medianPass, summariseTrace, type TraceSummary } from "./trace-summary";

/** What one performance pass measured. */
export interface PassFigures {
  performance: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** Lighthouse's simulated main-thread time, in total and by its groups (scriptEvaluation, styleLayout, …). */
  mainThreadMs: number;
  groupsMs: Record<string, number>;
  domSize: number;
  /** Lighthouse's own measure of how fast this machine ran the pass (higher is faster). */
  benchmarkIndex: number;
  /** The simulated CPU slowdown of the pass: Lighthouse's mobile 4, more for the slower-host stand-in. */
  cpuSlowdown: number;
  jsKiB: number;
  totalKiB: number;
  /** Web fonts downloaded (transfer size, KiB). */
  fontKiB: number;
  /** Videos requested by the load (a video with preload="none" requests nothing until played). */
  videoRequests: number;
  /** Where the main-thread time went, read from the pass's trace (in Figures: the median pass's). */
  trace: TraceSummary;
  /** The tasks that made the pass's TBT (in Figures: those of the pass whose TBT is the median). */
  blockingTasks: BlockingTask[];
}

/** The medians of a page's passes (CLS, font bytes and videos: the worst), and every pass. */
export interface Figures extends PassFigures {
  passes: PassFigures[];
}

export interface RouteSpeed {
  path: string;
  page: Figures;
  /** The same HTML with every script removed, served as a static file: the limit of this content. */
  reference: Figures;
  /** The page for a visitor who accepted cookies (analytics loads, the page hydrates at once); absent when not measured. */
  consenting?: Figures;
  /** The same three on the slower-host stand-in (slowHostSlowdown); absent when not measured. */
  slowHost?: { page: Figures; reference: Figures; consenting: Figures };
  accessibility: number;
  bestPractices: number;
  seo: number;
}

/** The floor document's passes (reference-server.ts): what any page costs this host before its own content. */
export interface HostFloor {
  page: Figures;
  /** On the slower-host stand-in; absent when not measured. */
  slowHost?: Figures;
}

const CHROME_FLAGS = ["--headless=new", ...CHROMIUM_FLAGS];

/** A busy host can miss the navigation in its trace several times running (three in a row, 2026-12-06). */
const ATTEMPTS = 6;
const RETRY_PAUSE_MS = 2000;

/** Lighthouse's mobile CPU slowdown, calibrated for a host of benchmark index 1,000 or more. */
const MOBILE_CPU_SLOWDOWN = 4;

/**
 * Issue 37's slower host, stood in for by Chrome's CPU throttling: the simulated slowdown that makes a host of
 * `index` run a pass as a host of BUDGETS.slowHostIndex would at Lighthouse's mobile 4×.
 */
export function slowHostSlowdown(index: number): number {
  return Math.round(MOBILE_CPU_SLOWDOWN * Math.max(1, index / BUDGETS.slowHostIndex) * 10) / 10;
}

interface PassOptions {
  /** A consenting pass keeps the origin's storage, where storeConsent put the visitor's consent. */
  consenting?: boolean;
  cpuSlowdown?: number;
}

/** One Lighthouse pass; a pass whose trace failed (NO_NAVSTART, 2 of 30 passes here) runs again after a pause. */
async function pass(
  url: string,
  port: number,
  categories: string[],
  { consenting = false, cpuSlowdown = MOBILE_CPU_SLOWDOWN }: PassOptions = {},
): Promise<RunnerResult> {
  for (let attempt = 1; ; attempt++) {
    if (consenting) await storeConsent(port, new URL(url).origin);
    const settings = {
      port,
      output: "json",
      logLevel: "error",
      onlyCategories: categories,
      disableStorageReset: consenting,
      throttling: { cpuSlowdownMultiplier: cpuSlowdown },
    } as const;
    const result = (await lighthouse(url, settings))!;
    const error = result.lhr.runtimeError;
    if (!error) return result;
    if (attempt === ATTEMPTS) throw new Error(`lighthouse ${url}: ${error.code} in ${ATTEMPTS} passes running`);
    console.warn(`lighthouse ${url}: ${error.code}, running the pass again`);
    await new Promise((resume) => setTimeout(resume, RETRY_PAUSE_MS));
  }
}

const audit = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? NaN;
const score = (lhr: Result, category: string) => Math.round((lhr.categories[category]?.score ?? 0) * 100);

function figuresOf({ lhr, artifacts }: RunnerResult): PassFigures {
  const { throttlingMethod, throttling } = lhr.configSettings;
  const cpuSlowdown = throttlingMethod === "simulate" ? (throttling.cpuSlowdownMultiplier ?? 1) : 1;
  const items =
    (lhr.audits["resource-summary"]?.details as { items?: Array<{ resourceType: string; transferSize: number }> })
      ?.items ?? [];
  const size = (type: string) =>
    Math.round((items.find((item) => item.resourceType === type)?.transferSize ?? 0) / 102.4) / 10;
  const requests =
    (lhr.audits["network-requests"]?.details as { items?: Array<{ resourceType?: string; mimeType?: string }> })
      ?.items ?? [];
  // The trace is read once (several MB) for both its summary and the tasks that made the TBT.
  const tasks = mainThreadTasksOf(artifacts.Trace);
  const groups =
    (lhr.audits["mainthread-work-breakdown"]?.details as { items?: Array<{ group: string; duration: number }> })
      ?.items ?? [];
  return {
    performance: score(lhr, "performance"),
    lcpMs: Math.round(audit(lhr, "largest-contentful-paint")),
    tbtMs: Math.round(audit(lhr, "total-blocking-time")),
    cls: Math.round(audit(lhr, "cumulative-layout-shift") * 1000) / 1000,
    mainThreadMs: Math.round(audit(lhr, "mainthread-work-breakdown")),
    groupsMs: Object.fromEntries(groups.map((item) => [item.group, Math.round(item.duration)])),
    domSize: audit(lhr, "dom-size"),
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    cpuSlowdown,
    jsKiB: size("script"),
    totalKiB: size("total"),
    fontKiB: size("font"),
    videoRequests: requests.filter((r) => r.resourceType === "Media" || r.mimeType?.startsWith("video/")).length,
    trace: summariseTrace(tasks, lhr.finalDisplayedUrl, cpuSlowdown),
    blockingTasks: blockingTasksOf(lhr, tasks, cpuSlowdown),
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summarise(passes: PassFigures[]): Figures {
  const groupNames = [...new Set(passes.flatMap((p) => Object.keys(p.groupsMs)))];
  return {
    performance: median(passes.map((p) => p.performance)),
    lcpMs: median(passes.map((p) => p.lcpMs)),
    tbtMs: median(passes.map((p) => p.tbtMs)),
    cls: Math.max(...passes.map((p) => p.cls)),
    mainThreadMs: median(passes.map((p) => p.mainThreadMs)),
    groupsMs: Object.fromEntries(groupNames.map((name) => [name, median(passes.map((p) => p.groupsMs[name] ?? 0))])),
    domSize: median(passes.map((p) => p.domSize)),
    benchmarkIndex: median(passes.map((p) => p.benchmarkIndex)),
    cpuSlowdown: median(passes.map((p) => p.cpuSlowdown)),
    jsKiB: median(passes.map((p) => p.jsKiB)),
    totalKiB: median(passes.map((p) => p.totalKiB)),
    fontKiB: Math.max(...passes.map((p) => p.fontKiB ?? 0)),
    videoRequests: Math.max(...passes.map((p) => p.videoRequests ?? 0)),
    trace: medianPass(passes.map((p) => p.trace)),
    blockingTasks: [...passes].sort((a, b) => a.tbtMs - b.tbtMs)[Math.floor(passes.length / 2)]!.blockingTasks,
    passes,
  };
}

/** The passes of one visitor (or the reference), route by route. */
class PassLog {
  private readonly passes = new Map<string, PassFigures[]>();
  add(route: string, figures: PassFigures) {
    this.passes.set(route, [...(this.passes.get(route) ?? []), figures]);
  }
  of(route: string): Figures {
    return summarise(this.passes.get(route) ?? []);
  }
}

/**
 * Lighthouse 12 mobile (simulated throttling), interleaved in one Chrome: for each of `runs` rounds,
 * every route's page, its scriptless reference and a consenting visitor's page, so a busy moment of the host
 * falls on all alike. In the first `slowHostRuns` rounds the three run again on the slower-host stand-in, at the
 * slowdown the round's passes of the route call for. Each round ends with the host's floor (an empty document) at
 * 4× and, in those rounds, at the slowdown its own pass calls for. Performance passes only (the other categories'
 * gatherers add blocking time no visitor pays); accessibility, best practices and SEO come from one pass of their own.
 */
export async function lighthouseInterleaved(
  base: string,
  routes: readonly string[],
  /** The URL of a route's scriptless reference, and of the floor document. */
  { referenceOf, floorUrl }: { referenceOf: (route: string) => string; floorUrl: string },
  { runs, slowHostRuns, chromeFlags }: { runs: number; slowHostRuns: number; chromeFlags: string[] },
): Promise<{ speeds: RouteSpeed[]; floor: HostFloor }> {
  const chrome = await chromeLauncher.launch({
    chromePath: CHROMIUM_PATH,
    chromeFlags: [...CHROME_FLAGS, ...chromeFlags],
  });
  const performance = async (url: string, options?: PassOptions) =>
    figuresOf(await pass(url, chrome.port, ["performance"], options));
  try {
    const [page, reference, consenting] = [new PassLog(), new PassLog(), new PassLog()];
    const [slowPage, slowReference, slowConsenting] = [new PassLog(), new PassLog(), new PassLog()];
    const [floor, slowFloor] = [new PassLog(), new PassLog()];
    for (let run = 0; run < runs; run++) {
      for (const route of routes) {
        const round = [
          await performance(base + route),
          await performance(referenceOf(route)),
          await performance(base + route, { consenting: true }),
        ];
        [page, reference, consenting].forEach((log, i) => log.add(route, round[i]!));
        if (run >= slowHostRuns) continue;
        const cpuSlowdown = slowHostSlowdown(median(round.map((p) => p.benchmarkIndex)));
        slowPage.add(route, await performance(base + route, { cpuSlowdown }));
        slowReference.add(route, await performance(referenceOf(route), { cpuSlowdown }));
        slowConsenting.add(route, await performance(base + route, { consenting: true, cpuSlowdown }));
      }
      const floorPass = await performance(floorUrl);
      floor.add(floorUrl, floorPass);
      if (run < slowHostRuns)
        slowFloor.add(
          floorUrl,
          await performance(floorUrl, { cpuSlowdown: slowHostSlowdown(floorPass.benchmarkIndex) }),
        );
      console.log(`lighthouse round ${run + 1}/${runs} done`);
    }
    const speeds: RouteSpeed[] = [];
    for (const route of routes) {
      const quality = (await pass(base + route, chrome.port, ["accessibility", "best-practices", "seo"])).lhr;
      speeds.push({
        path: route,
        page: page.of(route),
        reference: reference.of(route),
        consenting: consenting.of(route),
        ...(slowHostRuns > 0 && {
          slowHost: {
            page: slowPage.of(route),
            reference: slowReference.of(route),
            consenting: slowConsenting.of(route),
          },
        }),
        accessibility: score(quality, "accessibility"),
        bestPractices: score(quality, "best-practices"),
        seo: score(quality, "seo"),
      });
    }
    return {
      speeds,
      floor: { page: floor.of(floorUrl), ...(slowHostRuns > 0 && { slowHost: slowFloor.of(floorUrl) }) },
    };
  } finally {
    chrome.kill();
  }
}

/** A pass ran on a busy host when its benchmark index fell below 3/4 of the run's best. */
export function busyPasses(speeds: readonly RouteSpeed[]): {
  best: number;
  threshold: number;
  busy: number;
  total: number;
} {
  const all = speeds.flatMap((speed) => [...speed.page.passes, ...speed.reference.passes]);
  const best = Math.max(...all.map((p) => p.benchmarkIndex));
  const threshold = Math.round(best * 0.75);
  return { best, threshold, busy: all.filter((p) => p.benchmarkIndex < threshold).length, total: all.length };
}

/** Strips every script (and module preload) from a page's HTML: the scriptless reference of the same content. */
export function withoutScripts(html: string): string {
  return html.replace(/<script\b[^>]*>[\s\S]*?<\/script>/gi, "").replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
}
