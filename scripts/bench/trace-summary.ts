import type { Trace } from "lighthouse";
import { MainThreadTasks } from "lighthouse/core/lib/tracehouse/main-thread-tasks.js";
import { TraceProcessor } from "lighthouse/core/lib/tracehouse/trace-processor.js";

export type TaskNode = ReturnType<typeof MainThreadTasks.getMainThreadTasks>[number];

/** The columns of the summary: Lighthouse's task groups, with the compositor's frame commits taken out of "other". */
const COLUMNS = ["script", "styleLayout", "paint", "commit", "parseHTML", "other"] as const;
type Column = (typeof COLUMNS)[number];
const COLUMN_LABELS: Record<Column, string> = {
  script: "script",
  styleLayout: "style+layout",
  paint: "paint",
  commit: "frame commit",
  parseHTML: "parse HTML/CSS",
  other: "other",
};
/** Trace events Lighthouse files under "other" that are the cost of producing a frame (each animation step pays them). */
const COMMIT_EVENTS = new Set(["Commit", "Layerize"]);

function columnOf(task: TaskNode): Column {
  switch (task.group.id) {
    case "scriptEvaluation":
    case "scriptParseCompile":
      return "script";
    case "styleLayout":
      return "styleLayout";
    case "paintCompositeRender":
      return "paint";
    case "parseHTML":
      return "parseHTML";
    default:
      return COMMIT_EVENTS.has(task.event.name) ? "commit" : "other";
  }
}

export interface WorkSource {
  /** A script by its chunk name, "document" (the page itself: HTML, style, layout, paint) or "unattributed". */
  source: string;
  totalMs: number;
  byColumn: Record<Column, number>;
}

export interface LongTask {
  startMs: number;
  durationMs: number;
  source: string;
  /** The task's three costliest kinds of event, with their self time. */
  events: Array<[name: string, ms: number]>;
}

/** Where one pass's main-thread time went; every figure is scaled as Lighthouse's simulation counts it (× CPU slowdown). */
export interface TraceSummary {
  totalMs: number;
  sources: WorkSource[];
  longestTasks: LongTask[];
  /** Frames the page produced (compositor commits) and the style recalculations and layouts it ran. */
  frames: number;
  styleRecalcs: number;
  layouts: number;
}

/** A short name for where work came from: the chunk name without its hash, or the page. */
export function sourceName(url: string | undefined, pageUrl: string): string {
  if (!url || url === "about:blank" || url === "Unattributable") return "unattributed";
  if (url.split("#")[0] === pageUrl.split("#")[0]) return "document";
  const file = url.split("?")[0]!.split("/").pop() ?? url;
  return /\.m?js$/.test(file) ? file.replace(/-[\w-]{8}\.m?js$/, "").replace(/\.m?js$/, "") : file;
}

/** What Lighthouse's trace processor (an untyped module) gives the main-thread audits. */
type TaskArguments = Parameters<typeof MainThreadTasks.getMainThreadTasks>;
interface ProcessedTrace {
  mainThreadEvents: TaskArguments[0];
  frames: TaskArguments[1];
  timestamps: { traceEnd: TaskArguments[2]; timeOrigin: TaskArguments[3] };
}

/** Like Lighthouse's bootup-time: a task belongs to the first script among its URLs, else to its first URL. */
function sourceOf(task: TaskNode, pageUrl: string): string {
  const url = task.attributableURLs.find((candidate) => /\.m?js(\?|$)/.test(candidate)) ?? task.attributableURLs[0];
  return sourceName(url, pageUrl);
}

const round = (ms: number) => Math.round(ms);

/** The main-thread tasks of a pass's trace, as Lighthouse's main-thread audits read them. */
export function mainThreadTasksOf(trace: Trace): TaskNode[] {
  const processed = (TraceProcessor as { processTrace(trace: Trace): ProcessedTrace }).processTrace(trace);
  return MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
}

/** A task's three costliest kinds of event, by self time scaled to simulated milliseconds. */
export function costliestEvents(task: TaskNode, cpuSlowdown: number): Array<[name: string, ms: number]> {
  const selfTimeByEvent = (node: TaskNode, into = new Map<string, number>()) => {
    into.set(node.event.name, (into.get(node.event.name) ?? 0) + node.selfTime * cpuSlowdown);
    for (const child of node.children) selfTimeByEvent(child, into);
    return into;
  };
  return [...selfTimeByEvent(task)]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 3)
    .map(([name, ms]): [string, number] => [name, round(ms)]);
}

/** Says which source and which kind of work cost what, from a pass's main-thread tasks (mainThreadTasksOf). */
export function summariseTrace(tasks: TaskNode[], pageUrl: string, cpuSlowdown: number): TraceSummary {
  const sources = new Map<string, Record<Column, number>>();
  let frames = 0;
  let styleRecalcs = 0;
  let layouts = 0;
  for (const task of tasks) {
    const source = sourceOf(task, pageUrl);
    const row = sources.get(source) ?? (Object.fromEntries(COLUMNS.map((c) => [c, 0])) as Record<Column, number>);
    row[columnOf(task)] += task.selfTime * cpuSlowdown;
    sources.set(source, row);
    if (task.event.name === "Commit") frames++;
    else if (task.event.name === "UpdateLayoutTree") styleRecalcs++;
    else if (task.event.name === "Layout") layouts++;
  }
  const longestTasks = tasks
    .filter((task) => !task.parent)
    .sort((a, b) => b.duration - a.duration)
    .slice(0, 5)
    .map((task) => ({
      startMs: round(task.startTime),
      durationMs: round(task.duration * cpuSlowdown),
      source: sourceOf(task, pageUrl),
      events: costliestEvents(task, cpuSlowdown),
    }));
  const rows = [...sources].map(([source, byColumn]) => ({
    source,
    totalMs: round(Object.values(byColumn).reduce((sum, ms) => sum + ms, 0)),
    byColumn: Object.fromEntries(COLUMNS.map((c) => [c, round(byColumn[c])])) as Record<Column, number>,
  }));
  return {
    totalMs: rows.reduce((sum, row) => sum + row.totalMs, 0),
    sources: rows.sort((a, b) => b.totalMs - a.totalMs),
    longestTasks,
    frames,
    styleRecalcs,
    layouts,
  };
}

/** The pass whose total is the median: its sources and tasks are reported together, as they happened. */
export function medianPass(passes: readonly TraceSummary[]): TraceSummary {
  return [...passes].sort((a, b) => a.totalMs - b.totalMs)[Math.floor(passes.length / 2)]!;
}

/** The report's section: per route kind, the median pass's work by source and its longest tasks. */
export function traceMarkdown(
  routes: ReadonlyArray<{ path: string; trace: TraceSummary; referenceTrace: TraceSummary }>,
): string[] {
  const lines = [
    "## Where the main-thread work comes from (each route's median pass, read from its trace)",
    "",
    "Simulated milliseconds as Lighthouse counts them (observed × its CPU slowdown). Source: the script a task ran for (chunk name),",
    '"document" for the page\'s own HTML, style, layout and paint, "unattributed" for the browser\'s work that names no URL.',
    '"frame commit" is the compositor commit of each frame (Lighthouse counts it as "other"): every animation step pays it.',
    "",
  ];
  for (const { path, trace, referenceTrace } of routes) {
    lines.push(
      `### ${path}: ${trace.totalMs} ms (reference ${referenceTrace.totalMs} ms); ${trace.frames} frames (reference ${referenceTrace.frames}), ${trace.styleRecalcs} style recalculations, ${trace.layouts} layouts (reference ${referenceTrace.styleRecalcs}, ${referenceTrace.layouts})`,
      "",
      `| source | total | ${COLUMNS.map((c) => COLUMN_LABELS[c]).join(" | ")} |`,
      `|---|---|${COLUMNS.map(() => "---").join("|")}|`,
      ...trace.sources
        .filter((row) => row.totalMs >= 10)
        .map((row) => `| ${row.source} | ${row.totalMs} | ${COLUMNS.map((c) => row.byColumn[c]).join(" | ")} |`),
      "",
      "Longest tasks (start ms observed, duration simulated, source: costliest events):",
      "",
      ...trace.longestTasks.map(
        (task) =>
          `- at ${task.startMs} ms, ${task.durationMs} ms, ${task.source}: ${task.events.map(([name, ms]) => `${name} ${ms}`).join(", ")}`,
      ),
      "",
    );
  }
  return lines;
}
