import { BUDGETS, type Verdict } from "./budgets";

/** What the page recorded during one interaction: input timestamps, every frame where the answer changed, request starts. */
export interface InteractionRecord {
  /** timeStamp of every pointerdown and keydown, in page time (ms since the navigation). */
  inputs: number[];
  /** The visible state of the answer (a signature of the DOM), at the first frame it took each value. */
  frames: Array<{ t: number; state: string }>;
  /** The state once the page settled: the answer the visitor ends up seeing. */
  settled: string;
  /** startTime of every resource fetched after the page loaded. */
  requests: number[];
}

/**
 * A control answers one input (a tap); a typed control (filter, search, prompt) answers its last key,
 * and its budget counts from that key.
 */
export type InteractionKind = "control" | "typed";

export interface InteractionPass {
  /**
   * From the input (a control's tap, a typed control's last key) to the first frame showing the settled answer; for
   * a control the server answers (a form's submit), to the first frame that shows anything (the form busy).
   */
  ms: number;
  /** For a control the server answers: from the input to the server's answer on screen. */
  settledMs?: number;
  /** Requests started between the first input and that frame. */
  requests: number;
}

/**
 * One pass's figures; undefined when the page never showed a new answer (nothing changed, or it navigated away).
 * A typed control is timed from the key that brought its settled answer: the last key before the answer
 * appeared (the letters after it, if any, changed nothing the visitor sees).
 */
export function interactionPass(
  record: InteractionRecord,
  kind: InteractionKind,
  { answeredByServer = false } = {},
): InteractionPass | undefined {
  const first = record.inputs[0];
  if (first === undefined) return undefined;
  const changes = record.frames.filter((frame, index) => index > 0 && frame.t >= first);
  const settled = kind === "control" ? changes.find((frame) => frame.state === record.settled) : changes.at(-1);
  if (!settled || settled.state !== record.settled) return undefined;
  const byServer = kind === "control" && answeredByServer;
  const answer = byServer ? changes[0]! : settled;
  const input = kind === "control" ? first : record.inputs.filter((t) => t <= answer.t).at(-1)!;
  return {
    ms: Math.round(answer.t - input),
    requests: record.requests.filter((start) => start >= first && start <= answer.t).length,
    ...(byServer ? { settledMs: Math.round(settled.t - first) } : {}),
  };
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface InteractionSummary {
  name: string;
  route: string;
  kind: InteractionKind;
  /**
   * The answer needs the server (a form's submit): the no-request rule does not apply, the budget holds for the
   * first visible answer (busy), and the server's answer is reported beside it (`settledMedianMs`).
   */
  answeredByServer: boolean;
  /** Median of the passes that answered; NaN when none did. */
  medianMs: number;
  passesMs: number[];
  /** The most requests any pass started between its input and its answer. */
  requests: number;
  /** Passes that showed no new answer. */
  unanswered: number;
  /** For a control the server answers: the median time to the server's answer on screen. */
  settledMedianMs?: number;
}

export function summariseInteraction(
  control: Pick<InteractionSummary, "name" | "route" | "kind" | "answeredByServer">,
  passes: ReadonlyArray<InteractionPass | undefined>,
): InteractionSummary {
  const answered = passes.filter((pass): pass is InteractionPass => pass !== undefined);
  return {
    ...control,
    medianMs: answered.length ? median(answered.map((pass) => pass.ms)) : Number.NaN,
    passesMs: answered.map((pass) => pass.ms),
    requests: Math.max(0, ...answered.map((pass) => pass.requests)),
    unanswered: passes.length - answered.length,
    ...(control.answeredByServer && answered.length
      ? { settledMedianMs: median(answered.map((pass) => pass.settledMs ?? pass.ms)) }
      : {}),
  };
}

const budgetMs = (kind: InteractionKind) =>
  kind === "control" ? BUDGETS.interaction.controlMs : BUDGETS.interaction.typedMs;

export function interactionVerdicts(summaries: readonly InteractionSummary[]): Verdict[] {
  return summaries.map((s) => {
    const limit = budgetMs(s.kind);
    const requestRule = s.kind === "control" && !s.answeredByServer;
    const within = s.unanswered === 0 && s.medianMs <= limit && (!requestRule || s.requests === 0);
    const from = s.kind === "control" ? "the input" : "the last key";
    return {
      name: `${s.name} (${s.route}) answers ≤ ${limit} ms after ${from}${requestRule ? ", no request between" : ""}`,
      pass: within,
      value: `${Number.isNaN(s.medianMs) ? "no answer" : `${s.medianMs} ms`}, ${s.requests} requests${s.unanswered ? `, ${s.unanswered} passes unanswered` : ""}`,
    };
  });
}

export function interactionMarkdown(summaries: readonly InteractionSummary[], runs: number): string[] {
  if (!summaries.length) return [];
  return [
    `## First interaction, phone profile (4× CPU, 150 ms RTT, 1.6 Mbit/s; first visit, acting 1.5 s after load; median of ${runs})`,
    "",
    `From the input (a tap; for typed controls the last key before the answer appeared: later letters changed nothing the visitor sees) to the first frame that shows the answer the page settles on (the DOM the visitor sees: dialog open and its field focused, results listed, theme attribute flipped, text expanded); for a form's submit, which the server answers, to the first frame that shows the form busy, with the time to the server's answer beside it. A control out of view is first scrolled into view and looked at for 0.5 s: the frames of that scroll are not the tap's. Requests: the most any pass started between the first input and the answer, not counting the idle prefetch of the page's files (app/boot/prefetch.ts) when it was still under way, nor images that the tap's scroll brought into view (lazy images). Budgets: controls ≤ ${BUDGETS.interaction.controlMs} ms and no request; filters, searches and the prompt preview ≤ ${BUDGETS.interaction.typedMs} ms after the last key.`,
    "",
    "| control | route | from | median ms | each pass ms | requests | budget | verdict |",
    "|---|---|---|---|---|---|---|---|",
    ...summaries.map((s) => {
      const [verdict] = interactionVerdicts([s]);
      const median = Number.isNaN(s.medianMs)
        ? "no answer"
        : `${s.medianMs}${s.settledMedianMs === undefined ? "" : ` (the server's answer: ${s.settledMedianMs})`}`;
      const passes = `${s.passesMs.join(", ") || "–"}${s.unanswered ? ` (+${s.unanswered} unanswered)` : ""}`;
      const budget = `≤ ${budgetMs(s.kind)} ms${s.kind === "control" && !s.answeredByServer ? ", 0 requests" : ""}`;
      return `| ${s.name} | ${s.route} | ${s.kind === "control" ? "input" : "last key"} | ${median} | ${passes} | ${s.requests} | ${budget} | ${verdict!.pass ? "PASS" : "FAIL"} |`;
    }),
    "",
  ];
}
