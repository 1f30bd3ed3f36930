import { describe, expect, it } from "vitest";
import { BUDGETS } from "./budgets";
import { missedBudgets, type RouteRecord } from "./history";
import type { Figures, RouteSpeed } from "./lighthouse";
import { consentingMarkdown, reportMarkdown } from "./report";
import { leadVerdicts, lighthouseVerdicts } from "./verdicts";

const figures = (overrides: Partial<Figures> = {}): Figures =>
  ({
    performance: 100,
    lcpMs: 900,
    tbtMs: 20,
    cls: 0,
    mainThreadMs: 600,
    groupsMs: {},
    domSize: 400,
    benchmarkIndex: 1500,
    jsKiB: 0,
    totalKiB: 30,
    passes: [],
    ...overrides,
  }) as Figures;

const speed = (overrides: Partial<RouteSpeed> = {}): RouteSpeed => ({
  path: "/blog",
  page: figures(),
  reference: figures({ mainThreadMs: 500 }),
  accessibility: 100,
  bestPractices: 100,
  seo: 100,
  ...overrides,
});

describe("the bench's verdicts, from the budgets in one place", () => {
  it("judges the consenting visitor by the same Lighthouse budgets as the first visit", () => {
    const failed = (s: RouteSpeed) =>
      lighthouseVerdicts([s])
        .filter((v) => !v.pass)
        .map((v) => v.name);
    expect(failed(speed())).toEqual([]);
    expect(failed(speed({ consenting: figures({ tbtMs: BUDGETS.lighthouse.tbtMs + 1 }) }))).toEqual([
      "TBT ≤ 100 ms on /blog (consenting visitor)",
    ]);
    expect(failed(speed({ page: figures({ mainThreadMs: 751 }) }))).toEqual([
      "main-thread work ≤ 1.5 × the scriptless reference on /blog",
    ]);
  });

  it("fails the lead writes when a row is missing for an acknowledged lead", () => {
    const leads = {
      requestsPerSecond: 1500,
      p50: 3,
      p99: 20,
      statuses: { "201": 10 },
      errors: 0,
      total: 10,
      seconds: 5,
    };
    expect(leadVerdicts({ ...leads, rows: 10 }).every((v) => v.pass)).toBe(true);
    expect(leadVerdicts({ ...leads, rows: 9 }).find((v) => !v.pass)?.name).toBe(
      "zero leads lost (rows = 201s counted)",
    );
  });

  it("counts a consenting visitor's misses in the history", () => {
    const route: RouteRecord = {
      path: "/",
      performance: 99,
      tbtMs: 50,
      lcpMs: 1000,
      cls: 0,
      mainThreadMs: 600,
      referenceMs: 500,
      scriptMs: 0,
      domSize: 400,
      jsKiB: 0,
      consenting: { performance: 90, tbtMs: 300, lcpMs: 1000, cls: 0, mainThreadMs: 700, jsKiB: 120 },
    };
    expect(missedBudgets(route)).toEqual(["consenting perf 90", "consenting TBT 300"]);
  });
});

describe("the report", () => {
  const report = {
    date: "2026-11-27T16:00:00.000Z",
    machine: "test",
    durationSeconds: 1,
    runs: { lighthouse: 1, hydration: 1, interaction: 1 },
    budgets: [],
    history: [],
  };

  it("sets a first visit beside a consenting one per route kind", () => {
    const text = consentingMarkdown([speed({ consenting: figures({ performance: 97, tbtMs: 140, jsKiB: 118 }) })]);
    expect(consentingMarkdown([speed()])).toEqual([]);
    expect(text).toContain("| /blog | 100 | 20 | 900 | 0 | 600 | 0 | 97 | 140 | 900 | 0 | 600 | 118 |");
  });

  it("leaves out the sections of steps that did not run", () => {
    const text = reportMarkdown({ ...report, budgets: [{ name: "x", pass: true, value: "1" }] });
    expect(text).not.toContain("## Lighthouse");
    expect(text).not.toContain("## First interaction");
    expect(text).toContain("- PASS x: 1");
  });
});
