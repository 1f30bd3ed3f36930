import type { Result } from "lighthouse";
import { costliestEvents, sourceName, type TaskNode } from "./trace-summary";

/** A long task of a pass as Lighthouse simulated it, with the part of it that counted towards TBT. */
export interface BlockingTask {
  /** Simulated start, ms. */
  startMs: number;
  durationMs: number;
  /** What the task added to TBT: its part between FCP and TTI, less the 50 ms a task may take. */
  blockingMs: number;
  /** A script by its chunk name, "document" or "unattributed" (as in the trace summary). */
  source: string;
  /** The task's three costliest kinds of event in the trace, in simulated ms; empty if no trace task matched. */
  events: Array<[name: string, ms: number]>;
}

const BLOCKING_THRESHOLD_MS = 50;

interface LongTasksDebugData {
  urls: string[];
  tasks: Array<{ urlIndex: number; startTime: number; duration: number }>;
}

const performsLayout = (task: TaskNode): boolean => task.event.name === "Layout" || task.children.some(performsLayout);

/**
 * The tasks that made a pass's TBT: the long tasks Lighthouse's `long-tasks` audit simulated, each with its part
 * inside [FCP, TTI], matched to the trace task it simulated (among `tasks`, the pass's main-thread tasks) to say
 * what it did. Lantern weighs two simulations into TBT, so the sum is close to the pass's TBT, not equal to it.
 */
export function blockingTasksOf(lhr: Result, tasks: TaskNode[], cpuSlowdown: number): BlockingTask[] {
  const debug = (lhr.audits["long-tasks"]?.details as { debugData?: LongTasksDebugData } | undefined)?.debugData;
  const fcp = lhr.audits["first-contentful-paint"]?.numericValue;
  const tti = lhr.audits["interactive"]?.numericValue;
  if (!debug || fcp === undefined || tti === undefined) return [];
  // Lantern slows a task that lays out by half the CPU slowdown, any other by all of it.
  const slowdownOf = (task: TaskNode) => (performsLayout(task) ? cpuSlowdown / 2 : cpuSlowdown);
  const unmatched = tasks.filter((task) => !task.parent);
  return debug.tasks
    .map(({ urlIndex, startTime, duration }) => {
      const clipped = Math.min(startTime + duration, tti) - Math.max(startTime, fcp);
      const gap = (task: TaskNode) => Math.abs(task.duration * slowdownOf(task) - duration);
      const closest = unmatched.reduce((best, task, i) => (gap(task) < gap(unmatched[best]!) ? i : best), 0);
      // Lantern rounds its timings to the millisecond.
      const [task] = unmatched[closest] && gap(unmatched[closest]) <= 1 ? unmatched.splice(closest, 1) : [];
      return {
        startMs: Math.round(startTime),
        durationMs: Math.round(duration),
        blockingMs: Math.round(Math.max(0, clipped - BLOCKING_THRESHOLD_MS)),
        source: sourceName(debug.urls[urlIndex], lhr.finalDisplayedUrl),
        events: task ? costliestEvents(task, slowdownOf(task)) : [],
      };
    })
    .filter((task) => task.blockingMs > 0)
    .sort((a, b) => a.startMs - b.startMs);
}
