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
  /** From the input (a control's tap, a typed control's last key) to the first frame showing the settled answer. */
  ms: number;
  /** Requests started between the first input and that frame. */
  requests: number;
}

/** One pass's figures; undefined when the page never showed a new answer (nothing changed, or it navigated away). */
export function interactionPass(record: InteractionRecord, kind: InteractionKind): InteractionPass | undefined {
  const first = record.inputs[0];
  const last = record.inputs.at(-1);
  if (first === undefined || last === undefined) return undefined;
  const input = kind === "control" ? first : last;
  const before = record.frames.filter((frame) => frame.t < input).at(-1)?.state;
  const answer = record.frames.find((frame) => frame.t >= input && frame.state === record.settled);
  // A typed control can show its final answer before the last key (the last letter changed nothing).
  const at = answer?.t ?? (kind === "typed" && before === record.settled ? input : undefined);
  if (at === undefined || (kind === "control" && before === record.settled)) return undefined;
  return {
    ms: Math.round(at - input),
    requests: record.requests.filter((start) => start >= first && start <= at).length,
  };
}

export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

export interface InteractionSummary {
  name: string;
  route: string;
  kind: InteractionKind;
  /** The answer needs the server (a form's submit): the no-request rule does not apply. */
  answeredByServer: boolean;
  /** Median of the passes that answered; NaN when none did. */
  medianMs: number;
  passesMs: number[];
  /** The most requests any pass started between its input and its answer. */
  requests: number;
  /** Passes that showed no new answer. */
  unanswered: number;
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
    `From the input (a tap; for typed controls the last key) to the first frame that shows the answer the page settles on (the DOM the visitor sees: dialog open and its field focused, results listed, theme attribute flipped, text expanded). Requests: the most any pass started between the first input and the answer. Budgets: controls ≤ ${BUDGETS.interaction.controlMs} ms and no request; filters, searches and the prompt preview ≤ ${BUDGETS.interaction.typedMs} ms after the last key.`,
    "",
    "| control | route | from | median ms | each pass ms | requests | budget | verdict |",
    "|---|---|---|---|---|---|---|---|",
    ...summaries.map((s) => {
      const [verdict] = interactionVerdicts([s]);
      const median = Number.isNaN(s.medianMs) ? "no answer" : String(s.medianMs);
      const passes = `${s.passesMs.join(", ") || "–"}${s.unanswered ? ` (+${s.unanswered} unanswered)` : ""}`;
      const budget = `≤ ${budgetMs(s.kind)} ms${s.kind === "control" && !s.answeredByServer ? ", 0 requests" : ""}`;
      return `| ${s.name} | ${s.route} | ${s.kind === "control" ? "input" : "last key"} | ${median} | ${passes} | ${s.requests} | ${budget} | ${verdict!.pass ? "PASS" : "FAIL"} |`;
    }),
    "",
  ];
}
