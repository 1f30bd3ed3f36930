import { describe, expect, it } from "vitest";
import { BUDGETS } from "./budgets";
import { missedBudgets, type RouteRecord } from "./history";
import { slowHostSlowdown, type Figures, type RouteSpeed } from "./lighthouse";
import { consentingMarkdown, reportMarkdown, slowHostMarkdown } from "./report";
import { leadVerdicts, lighthouseVerdicts, weightVerdicts } from "./verdicts";
import type { RouteWeight } from "./measure";

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
    const slowConsenting = { ...route.consenting!, performance: 99, tbtMs: 50, lcpMs: 1300 };
    const slowHost = { ...route, consenting: slowConsenting, lcpMs: 1300 };
    expect(missedBudgets({ ...route, slowHost })).toEqual([
      "consenting perf 90",
      "consenting TBT 300",
      "slower host LCP 1300",
      "slower host consenting LCP 1300",
    ]);
  });

  it("slows the CPU down to stand in for a host of benchmark index 1,500, never below Lighthouse's 4×", () => {
    expect(slowHostSlowdown(3000)).toBe(8);
    expect(slowHostSlowdown(3978)).toBe(10.6);
    expect(slowHostSlowdown(1200)).toBe(4);
  });

  it("judges both visitors on the slower host against the reference slowed down alike", () => {
    const slowHost = {
      page: figures({ tbtMs: 180, mainThreadMs: 1500 }),
      reference: figures({ mainThreadMs: 1200 }),
      consenting: figures({ mainThreadMs: 1900 }),
    };
    const failed = lighthouseVerdicts([speed({ slowHost })])
      .filter((v) => !v.pass)
      .map((v) => v.name);
    expect(failed).toEqual([
      "TBT ≤ 100 ms on /blog (slower host)",
      "main-thread work ≤ 1.5 × the scriptless reference on /blog (slower host, consenting visitor)",
    ]);
  });
});

describe("the report", () => {
  const report = {
    date: "2026-11-27T16:00:00.000Z",
    machine: "test",
    durationSeconds: 1,
    runs: { lighthouse: 1, slowHost: 1, hydration: 1, interaction: 1 },
    budgets: [],
    history: [],
  };

  it("sets a first visit beside a consenting one per route kind", () => {
    const text = consentingMarkdown([speed({ consenting: figures({ performance: 97, tbtMs: 140, jsKiB: 118 }) })]);
    expect(consentingMarkdown([speed()])).toEqual([]);
    expect(text).toContain("| /blog | 100 | 20 | 900 | 0 | 600 | 0 | 97 | 140 | 900 | 0 | 600 | 118 |");
  });

  it("shows both visitors and the reference on the slower host, with every pass and the tasks that blocked", () => {
    const slow = (tbtMs: number, blockingTasks: Figures["blockingTasks"] = []) =>
      figures({ tbtMs, blockingTasks, passes: [{ ...figures({ tbtMs }), cpuSlowdown: 10.6 }] });
    const layout = { startMs: 910, durationMs: 130, blockingMs: 80, source: "document", events: [["Layout", 70]] };
    const slowHost = {
      page: slow(80, [layout as Figures["blockingTasks"][number]]),
      reference: slow(40),
      consenting: slow(60),
    };
    slowHost.reference.mainThreadMs = 500;
    const text = slowHostMarkdown([speed({ slowHost })], 1).join("\n");
    expect(slowHostMarkdown([speed()], 1)).toEqual([]);
    expect(text).toContain("| /blog | 40 | 500 | 100 | 80 | 900 | 0 | 600 | 1.20 | 100 | 60 | 900 | 0 | 600 | 1.20 |");
    expect(text).toContain("- /blog: first visit 100/80/900/10.6; consenting 100/60/900/10.6; reference TBT 40");
    expect(text).toContain("- /blog: page 80 of 130 ms at 910 (document: Layout 70). Reference none. Consenting none.");
  });

  it("leaves out the sections of steps that did not run", () => {
    const text = reportMarkdown({ ...report, budgets: [{ name: "x", pass: true, value: "1" }] });
    expect(text).not.toContain("## Lighthouse");
    expect(text).not.toContain("## First interaction");
    expect(text).toContain("- PASS x: 1");
  });
});

describe("weightVerdicts", () => {
  const weight = (overrides: Partial<RouteWeight>): RouteWeight => ({
    path: "/docs/create-account",
    jsGzip: 90_000,
    frameworkGzip: 80_000,
    cssGzip: 20_000,
    translationsGzip: 10_000,
    onDemand: true,
    documentBytes: 20_000,
    carriesStylesheets: false,
    ...overrides,
  });
  const htmlVerdict = (overrides: Partial<RouteWeight>) =>
    weightVerdicts([weight(overrides)], 14_600, 43_800).find((verdict) => verdict.name.startsWith("HTML"))!;

  it("holds a page to its first round trip, and one that carries its stylesheets to the first two", () => {
    expect(htmlVerdict({ documentBytes: 14_600 }).pass).toBe(true);
    expect(htmlVerdict({ documentBytes: 20_000 }).pass).toBe(false);
    const carrying = htmlVerdict({ documentBytes: 35_000, carriesStylesheets: true });
    expect(carrying).toMatchObject({ pass: true, value: "35000 bytes" });
    expect(carrying.name).toContain("with its stylesheets in the first two round trips (≤ 43800 bytes");
    expect(htmlVerdict({ documentBytes: 43_801, carriesStylesheets: true }).pass).toBe(false);
  });
});
