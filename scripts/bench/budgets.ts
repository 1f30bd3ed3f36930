/**
 * Every budget the bench checks (DESIGN.md, issues 26, 28, 37, 68 and 69, decisions 004, 012 and 053), in one place:
 * the verdicts (verdicts.ts), the history (history.ts) and the report read them from here.
 */
export const BUDGETS = {
  /**
   * Issue 69 (decision 053): each route's Lighthouse medians against its scriptless reference measured in the same
   * rounds, so that a host's speed and noise fall on both. CLS 0 in every pass; quality scores 100.
   */
  lighthouse: { mainThreadRatio: 1.25, tbtOverReferenceMs: 50, lcpOverReferenceMs: 100, cls: 0, quality: 100 },
  /** Issue 37: the slower-host stand-in (information, judged by the same ratios) slows the CPU down to this index. */
  slowHostIndex: 1500,
  /**
   * Issue 69: the JavaScript a first visit downloads (Lighthouse, transfer size): 4.5 KiB on 2026-12-02, plus the
   * five boot modules issues 68 and 69 added (decision 053).
   */
  firstLoadJsKiB: 4.7,
  /** Issue 68: the web fonts a page's first load downloads (woff2, transfer size); no video on a first load. */
  fontKiB: 45,
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
  /** Reported, not counted in the run's outcome (the slower-host stand-in). */
  information?: true;
}
