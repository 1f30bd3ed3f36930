import type { Result } from "lighthouse";
import { describe, expect, it } from "vitest";
import { blockingTasksOf } from "./blocking-tasks";
import type { TaskNode } from "./trace-summary";

const node = (name: string, duration: number, children: TaskNode[] = []) =>
  ({
    event: { name },
    duration,
    selfTime: duration - children.reduce((s, c) => s + c.duration, 0),
    children,
  }) as unknown as TaskNode;

// The trace's tasks: a style and layout task of 13 ms observed (simulated at half the slowdown: 65 ms at 10×),
// a script task of 12 ms (120 ms at 10×) and one of 8 ms (80 ms).
const tasks = [
  node("RunTask", 13, [node("UpdateLayoutTree", 6), node("Layout", 7)]),
  node("RunTask", 12, [node("v8.run", 11)]),
  node("RunTask", 8, [node("v8.run", 8)]),
];

const lhr = (fcp: number, tti: number) =>
  ({
    finalDisplayedUrl: "http://127.0.0.1:3000/docs",
    audits: {
      "first-contentful-paint": { numericValue: fcp },
      interactive: { numericValue: tti },
      "long-tasks": {
        details: {
          debugData: {
            urls: ["http://127.0.0.1:3000/docs", "Unattributable"],
            tasks: [
              { urlIndex: 0, startTime: 1000, duration: 120 },
              { urlIndex: 1, startTime: 600, duration: 80 },
              { urlIndex: 0, startTime: 900, duration: 65 },
            ],
          },
        },
      },
    },
  }) as unknown as Result;

describe("the tasks that made a pass's TBT", () => {
  it("keeps the long tasks between FCP and TTI, with their blocking part", () => {
    expect(blockingTasksOf(lhr(920, 1200), tasks, 10)).toEqual([
      {
        startMs: 1000,
        durationMs: 120,
        blockingMs: 70,
        source: "document",
        events: [
          ["v8.run", 110],
          ["RunTask", 10],
        ],
      },
    ]);
    expect(blockingTasksOf(lhr(920, 1080), tasks, 10).map((task) => task.blockingMs)).toEqual([30]);
  });

  it("matches a task that lays out at half the slowdown, as Lighthouse simulates it", () => {
    const [layout] = blockingTasksOf(lhr(850, 1200), tasks, 10);
    expect(layout).toEqual({
      startMs: 900,
      durationMs: 65,
      blockingMs: 15,
      source: "document",
      events: [
        ["Layout", 35],
        ["UpdateLayoutTree", 30],
        ["RunTask", 0],
      ],
    });
  });
});
