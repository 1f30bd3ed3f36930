/**
 * Every budget the bench checks (DESIGN.md, issues 26, 28 and 37, decisions 004 and 012), in one place:
 * the verdicts (verdicts.ts), the history (history.ts) and the report read them from here.
 */
export const BUDGETS = {
  /** Issue 28, per route kind, for a first visit and for a consenting one. */
  lighthouse: { performance: 98, tbtMs: 100, lcpMs: 1200, cls: 0, mainThreadRatio: 1.5, quality: 100 },
  /** Issue 37: the Lighthouse budgets hold down to this benchmark index (a slower host than the bench's). */
  slowHostIndex: 1500,
  /** First-load JS of issue 28's heaviest page: no route may grow past it. */
  firstLoadJsKiB: 139,
  /** docs/decisions/004-javascript-budget.md: our own code on top of React and React Router. */
  ownJsKiB: 35,
  cssKiB: 30,
  /** SSR requests per second, as a share of the same HTML served as a static file. */
  ssrToStatic: 0.5,
  leads: { writesPerSecond: 1000, p99Ms: 50 },
  /** Lead posts per second with the webhook delivering, as a share of without. */
  deliveryRatio: 0.9,
  mixedLoadP99Ms: 200,
  /** Issue 26: the home prompt's interpreter. */
  promptPreview: { share: 0.9, chunkGzip: 8 * 1024, medianMs: 2 },
  /** Issue 37: from the input to the visible answer (controls), or from the last key (filters, searches, preview). */
  interaction: { controlMs: 100, typedMs: 200 },
} as const;

export interface Verdict {
  name: string;
  pass: boolean;
  value: string;
}
