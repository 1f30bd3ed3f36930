import { execSync } from "node:child_process";
import fs from "node:fs";
import { BUDGETS } from "./budgets";
import type { InteractionSummary } from "./interaction-figures";
import type { Figures, HostFloor, RouteSpeed } from "./lighthouse";

/**
 * Every bench run's Lighthouse medians, kept in bench/history.json (committed), so that a report shows the
 * runs before it and the figures where issue 28 started. The first records were read from the reports of
 * their commits.
 */
export interface RunRecord {
  date: string;
  /** The code measured: a commit, with "+changes" when the tree had uncommitted changes outside bench/. */
  commit: string;
  /** How the scriptless reference was served (decision 014). */
  reference: "static file" | "page's headers";
  /** Lighthouse's benchmark index: the run's best, and how many passes fell below 3/4 of it. */
  benchmarkIndex: number;
  busyPasses: string;
  /** What a first touch of a memory page cost the host at the start of the run, in µs (runs since 2026-12-02). */
  pageFaultUs?: number;
  /** The empty document's medians (runs since 2026-12-02): what no page can go below on the run's host. */
  floor?: FloorRecord;
  routes: RouteRecord[];
  /** Issue 37's first-interaction medians (runs since it was measured). */
  interactions?: InteractionRecordOfRun[];
}

export interface InteractionRecordOfRun {
  name: string;
  route: string;
  medianMs: number | null;
  requests: number;
  pass: boolean;
}

export interface FloorRecord {
  performance: number;
  tbtMs: number;
  mainThreadMs: number;
  slowHost?: Omit<FloorRecord, "slowHost">;
}

export interface RouteRecord {
  path: string;
  performance: number;
  tbtMs: number;
  lcpMs: number;
  cls: number;
  mainThreadMs: number;
  referenceMs: number;
  /** The reference's TBT and LCP medians in the same rounds (runs since issue 69). */
  referenceTbtMs?: number;
  referenceLcpMs?: number;
  scriptMs: number;
  domSize: number;
  jsKiB: number;
  /** The same route for a visitor who accepted cookies (runs since issue 37). */
  consenting?: { performance: number; tbtMs: number; lcpMs: number; cls: number; mainThreadMs: number; jsKiB: number };
  /** Both visitors on the slower-host stand-in (runs since 2026-11-28). */
  slowHost?: Omit<RouteRecord, "path" | "slowHost">;
}

export const HISTORY_FILE = "bench/history.json";

const LIGHTHOUSE_BUDGETS = BUDGETS.lighthouse;

const ratio = (route: RouteRecord) => (route.mainThreadMs / route.referenceMs).toFixed(2);

/**
 * The Lighthouse budgets (issue 69's ratios to the reference of the same rounds) that a route's first visit or
 * consenting visitor missed in a run; with `slowHost`, those of the slower-host stand-in, which are information.
 * Runs before 2026-12-06 kept no reference TBT or LCP: they are judged by the main thread and CLS only.
 */
export function missedBudgets(route: RouteRecord, { slowHost = false } = {}): string[] {
  if (slowHost) return route.slowHost ? missedBudgets({ ...route.slowHost, path: route.path }) : [];
  const missed: string[] = [];
  const { referenceTbtMs, referenceLcpMs } = route;
  if (referenceTbtMs !== undefined && route.tbtMs > referenceTbtMs + LIGHTHOUSE_BUDGETS.tbtOverReferenceMs)
    missed.push(`TBT ${route.tbtMs} (ref. ${referenceTbtMs})`);
  if (referenceLcpMs !== undefined && route.lcpMs > referenceLcpMs + LIGHTHOUSE_BUDGETS.lcpOverReferenceMs)
    missed.push(`LCP ${route.lcpMs} (ref. ${referenceLcpMs})`);
  if (route.cls !== 0) missed.push(`CLS ${route.cls}`);
  if (route.mainThreadMs > LIGHTHOUSE_BUDGETS.mainThreadRatio * route.referenceMs) missed.push(`${ratio(route)} ×`);
  if (route.consenting) {
    const consenting = missedBudgets({ ...route, ...route.consenting, consenting: undefined, slowHost: undefined });
    missed.push(...consenting.map((miss) => `consenting ${miss}`));
  }
  return missed;
}

function codeVersion(): string {
  try {
    const commit = execSync("git rev-parse --short HEAD", {
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
    }).trim();
    const changed = execSync("git status --porcelain -- . ':!bench'", { encoding: "utf8" }).trim();
    return changed ? `${commit}+changes` : commit;
  } catch {
    return "not a git checkout";
  }
}

function visitorsRecord(page: Figures, reference: Figures, consenting: Figures | undefined) {
  const script = (groups: Record<string, number>) => (groups.scriptEvaluation ?? 0) + (groups.scriptParseCompile ?? 0);
  return {
    performance: page.performance,
    tbtMs: page.tbtMs,
    lcpMs: page.lcpMs,
    cls: page.cls,
    mainThreadMs: page.mainThreadMs,
    referenceMs: reference.mainThreadMs,
    referenceTbtMs: reference.tbtMs,
    referenceLcpMs: reference.lcpMs,
    scriptMs: script(page.groupsMs),
    domSize: page.domSize,
    jsKiB: page.jsKiB,
    ...(consenting && {
      consenting: {
        performance: consenting.performance,
        tbtMs: consenting.tbtMs,
        lcpMs: consenting.lcpMs,
        cls: consenting.cls,
        mainThreadMs: consenting.mainThreadMs,
        jsKiB: consenting.jsKiB,
      },
    }),
  };
}

const floorFigures = ({ performance, tbtMs, mainThreadMs }: Figures) => ({ performance, tbtMs, mainThreadMs });

export function runRecord(
  date: string,
  lighthouse: readonly RouteSpeed[],
  host: { best: number; busy: number; total: number; floor?: HostFloor; pageFaultUs?: number },
  interactions: ReadonlyArray<InteractionSummary & { pass: boolean }> = [],
): RunRecord {
  return {
    date,
    commit: codeVersion(),
    reference: "page's headers",
    benchmarkIndex: host.best,
    busyPasses: `${host.busy}/${host.total}`,
    ...(host.pageFaultUs !== undefined && { pageFaultUs: host.pageFaultUs }),
    ...(host.floor && {
      floor: {
        ...floorFigures(host.floor.page),
        ...(host.floor.slowHost && { slowHost: floorFigures(host.floor.slowHost) }),
      },
    }),
    routes: lighthouse.map(({ path, page, reference, consenting, slowHost }) => ({
      path,
      ...visitorsRecord(page, reference, consenting),
      ...(slowHost && {
        slowHost: visitorsRecord(slowHost.page, slowHost.reference, slowHost.consenting),
      }),
    })),
    ...(interactions.length && {
      interactions: interactions.map(({ name, route, medianMs, requests, pass }) => ({
        name,
        route,
        medianMs: Number.isNaN(medianMs) ? null : medianMs,
        requests,
        pass,
      })),
    }),
  };
}

export function appendRun(record: RunRecord): RunRecord[] {
  const history = fs.existsSync(HISTORY_FILE) ? (JSON.parse(fs.readFileSync(HISTORY_FILE, "utf8")) as RunRecord[]) : [];
  history.push(record);
  fs.writeFileSync(HISTORY_FILE, `${JSON.stringify(history, null, 2)}\n`);
  return history;
}

const RUNS_SHOWN = 8;

function interactionsWithin(run: RunRecord): string {
  if (!run.interactions) return "–";
  const missed = run.interactions.filter((interaction) => !interaction.pass).map((interaction) => interaction.name);
  return `${run.interactions.length - missed.length} of ${run.interactions.length}${missed.length ? ` (missed: ${missed.join(", ")})` : ""}`;
}

export function historyMarkdown(history: readonly RunRecord[]): string[] {
  const first = history[0]!;
  const last = history.at(-1)!;
  return [
    `## Runs on record (the last ${RUNS_SHOWN} of ${HISTORY_FILE}), judged by issue 69's budgets: main thread ≤ ${LIGHTHOUSE_BUDGETS.mainThreadRatio} × the reference, TBT ≤ the reference's + ${LIGHTHOUSE_BUDGETS.tbtOverReferenceMs} ms, LCP ≤ the reference's + ${LIGHTHOUSE_BUDGETS.lcpOverReferenceMs} ms, CLS 0 (runs before 2026-12-06 kept no reference TBT or LCP: main thread and CLS only)`,
    "",
    "| date | code | reference served | benchmark index (busy passes); page fault | empty page: TBT ms at 4× / slower host | route kinds within budget | missed | slower host (information): missed | first interactions within budget |",
    "|---|---|---|---|---|---|---|---|---|",
    ...history.slice(-RUNS_SHOWN).map((run) => {
      const missed = run.routes.filter((route) => missedBudgets(route).length > 0);
      const list = missed.map((route) => `${route.path}: ${missedBudgets(route).join(", ")}`).join("; ");
      const slow = run.routes
        .filter((route) => missedBudgets(route, { slowHost: true }).length > 0)
        .map((route) => `${route.path}: ${missedBudgets(route, { slowHost: true }).join(", ")}`)
        .join("; ");
      const fault = run.pageFaultUs === undefined ? "" : `; ${run.pageFaultUs} µs`;
      const floor = run.floor ? `${run.floor.tbtMs} / ${run.floor.slowHost?.tbtMs ?? "–"}` : "–";
      return `| ${run.date.slice(0, 16).replace("T", " ")} | ${run.commit} | ${run.reference} | ${run.benchmarkIndex} (${run.busyPasses})${fault} | ${floor} | ${run.routes.length - missed.length} of ${run.routes.length} | ${list || "–"} | ${slow || "–"} | ${interactionsWithin(run)} |`;
    }),
    "",
    `### Before and after: the first run on record (${first.date.slice(0, 10)}, ${first.commit}) and this one`,
    "",
    `Main thread in simulated ms; the two runs' hosts ran at benchmark index ${first.benchmarkIndex} and ${last.benchmarkIndex}, and their references were served as "${first.reference}" and "${last.reference}", so compare the ratios, the script time, the DOM and the JS rather than the raw milliseconds.`,
    "",
    "Issue 28's item 3 (pages that need no script load none) was decided in docs/decisions/011-pages-without-the-react-runtime.md: every route kind loads its scripts only when a control needs them, hence JS loaded 0.",
    "",
    "| route | main thread ms (ref.), before → after | × ref. | script ms | DOM nodes | JS loaded KiB |",
    "|---|---|---|---|---|---|",
    ...last.routes.map((route) => {
      const before = first.routes.find((r) => r.path === route.path);
      if (!before)
        return `| ${route.path} | – → ${route.mainThreadMs} (${route.referenceMs}) | – → ${ratio(route)} | – → ${route.scriptMs} | – → ${route.domSize} | – → ${route.jsKiB} |`;
      return `| ${route.path} | ${before.mainThreadMs} (${before.referenceMs}) → ${route.mainThreadMs} (${route.referenceMs}) | ${ratio(before)} → ${ratio(route)} | ${before.scriptMs} → ${route.scriptMs} | ${before.domSize} → ${route.domSize} | ${before.jsKiB} → ${route.jsKiB} |`;
    }),
    "",
  ];
}
