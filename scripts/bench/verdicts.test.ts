import { describe, expect, it } from "vitest";
import { missedBudgets, type RouteRecord } from "./history";
import { slowHostSlowdown, type Figures, type RouteSpeed } from "./lighthouse";
import { consentingMarkdown, reportMarkdown, slowHostMarkdown } from "./report";
import { leadVerdicts, lighthouseVerdicts, runPasses, verdictWord, weightVerdicts } from "./verdicts";
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
    fontKiB: 0,
    videoRequests: 0,
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
  it("judges each visitor by ratios to the reference of the same rounds: main thread, TBT, LCP, CLS", () => {
    const failed = (s: RouteSpeed) =>
      lighthouseVerdicts([s])
        .filter((v) => !v.pass)
        .map((v) => v.name);
    expect(failed(speed())).toEqual([]);
    // The reference itself blocks 200 ms on a busy host: the page may too, up to 50 ms more.
    const busy = figures({ mainThreadMs: 500, tbtMs: 200, lcpMs: 1100 });
    expect(failed(speed({ reference: busy, page: figures({ tbtMs: 250, lcpMs: 1200, mainThreadMs: 625 }) }))).toEqual(
      [],
    );
    expect(failed(speed({ reference: busy, page: figures({ tbtMs: 251, lcpMs: 1201, mainThreadMs: 626 }) }))).toEqual([
      "main-thread work ≤ 1.25 × the scriptless reference on /blog",
      "TBT ≤ the reference's + 50 ms on /blog",
      "LCP ≤ the reference's + 100 ms on /blog",
    ]);
    expect(failed(speed({ consenting: figures({ tbtMs: 71, cls: 0.01 }) }))).toEqual([
      "TBT ≤ the reference's + 50 ms on /blog (consenting visitor)",
      "no layout shift on /blog (consenting visitor) (CLS 0 in every pass)",
    ]);
  });

  it("holds the first load to today's JavaScript, 45 KiB of web fonts and no video", () => {
    const failed = lighthouseVerdicts([speed({ page: figures({ jsKiB: 4.8, fontKiB: 45.1, videoRequests: 1 }) })])
      .filter((v) => !v.pass)
      .map((v) => v.name);
    expect(failed).toEqual([
      "first-load JS ≤ 4.7 KiB on /blog",
      "web fonts ≤ 45 KiB on the first load of /blog",
      "no video requested on the first load of /blog",
    ]);
    expect(lighthouseVerdicts([speed({ page: figures({ jsKiB: 4.7, fontKiB: 45 }) })]).every((v) => v.pass)).toBe(true);
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

  it("counts a consenting visitor's misses in the history; the slower host's are information apart", () => {
    const route: RouteRecord = {
      path: "/",
      performance: 80,
      tbtMs: 250,
      lcpMs: 1000,
      cls: 0,
      mainThreadMs: 600,
      referenceMs: 500,
      referenceTbtMs: 200,
      referenceLcpMs: 950,
      scriptMs: 0,
      domSize: 400,
      jsKiB: 0,
      consenting: { performance: 90, tbtMs: 300, lcpMs: 1000, cls: 0, mainThreadMs: 700, jsKiB: 120 },
    };
    expect(missedBudgets(route)).toEqual(["consenting TBT 300 (ref. 200)", "consenting 1.40 ×"]);
    const slowHost = { ...route, consenting: undefined, lcpMs: 1300 };
    expect(missedBudgets({ ...route, slowHost })).toHaveLength(2);
    expect(missedBudgets({ ...route, slowHost }, { slowHost: true })).toEqual(["LCP 1300 (ref. 950)"]);
    // A run before issue 69 kept no reference TBT or LCP: main thread and CLS only.
    expect(missedBudgets({ ...route, referenceTbtMs: undefined, tbtMs: 900, consenting: undefined })).toEqual([]);
  });

  it("slows the CPU down to stand in for a host of benchmark index 1,500, never below Lighthouse's 4×", () => {
    expect(slowHostSlowdown(3000)).toBe(8);
    expect(slowHostSlowdown(3978)).toBe(10.6);
    expect(slowHostSlowdown(1200)).toBe(4);
  });

  it("judges both visitors on the slower host by the same ratios, as information that does not fail the run", () => {
    const slowHost = {
      page: figures({ tbtMs: 180, mainThreadMs: 1500 }),
      reference: figures({ mainThreadMs: 1200, tbtMs: 100 }),
      consenting: figures({ mainThreadMs: 1900, tbtMs: 100 }),
    };
    const verdicts = lighthouseVerdicts([speed({ slowHost })]);
    expect(verdicts.filter((v) => !v.pass).map((v) => `${verdictWord(v)} ${v.name}`)).toEqual([
      "FAIL (information) TBT ≤ the reference's + 50 ms on /blog (slower host)",
      "FAIL (information) main-thread work ≤ 1.25 × the scriptless reference on /blog (slower host, consenting visitor)",
    ]);
    expect(runPasses(verdicts)).toBe(true);
    expect(runPasses([...verdicts, { name: "x", pass: false, value: "" }])).toBe(false);
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
