/** Spec §4 "Prompt placeholder animation": type, hold, delete, pause, next example. */
export const PLACEHOLDER_TIMING = { typeMs: 60, holdMs: 700, deleteMs: 40, pauseMs: 250 } as const;
export type PlaceholderTiming = { readonly [K in keyof typeof PLACEHOLDER_TIMING]: number };

/** What to show, and how long to wait before the next step; `index` is the example being shown. */
export interface PlaceholderStep {
  text: string;
  delayMs: number;
  index: number;
}

export interface PlaceholderCycleOptions {
  /** Example to begin with. */
  startIndex?: number;
  /** Begin with that example already typed out (it is held, then deleted), as the server rendered it. */
  startTyped?: boolean;
  timing?: PlaceholderTiming;
}

/**
 * The endless sequence of placeholder texts, free of any clock: the caller waits `delayMs` after showing
 * each step. Characters are counted in code points, so an accent or emoji is never cut in half.
 */
export function* placeholderSteps(
  examples: readonly string[],
  options: PlaceholderCycleOptions = {},
): Generator<PlaceholderStep, void> {
  const { timing = PLACEHOLDER_TIMING, startTyped = false } = options;
  const count = examples.length;
  if (count === 0) return;
  let index = (((options.startIndex ?? 0) % count) + count) % count;
  let typed = startTyped;
  for (;;) {
    const chars = Array.from(examples[index]!);
    if (!typed) {
      for (let length = 1; length < chars.length; length += 1) {
        yield { text: chars.slice(0, length).join(""), delayMs: timing.typeMs, index };
      }
    }
    typed = false;
    yield { text: chars.join(""), delayMs: timing.holdMs, index };
    for (let length = chars.length - 1; length > 0; length -= 1) {
      yield { text: chars.slice(0, length).join(""), delayMs: timing.deleteMs, index };
    }
    yield { text: "", delayMs: timing.pauseMs, index };
    index = (index + 1) % count;
  }
}

/** The text on screen `elapsedMs` after the cycle started (the first step shows at 0). */
export function placeholderAt(
  examples: readonly string[],
  elapsedMs: number,
  options: PlaceholderCycleOptions = {},
): string {
  let shownAt = 0;
  for (const step of placeholderSteps(examples, options)) {
    if (elapsedMs < shownAt + step.delayMs) return step.text;
    shownAt += step.delayMs;
  }
  return "";
}

export interface Clock {
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
}

/** Drives a step sequence on a clock (setTimeout in the browser, a fake one in tests); returns stop(). */
export function runSteps(
  steps: Iterator<PlaceholderStep>,
  onStep: (step: PlaceholderStep) => void,
  clock: Clock,
): () => void {
  let handle: unknown;
  let stopped = false;
  const tick = () => {
    const next = steps.next();
    if (stopped || next.done) return;
    onStep(next.value);
    handle = clock.setTimeout(tick, next.value.delayMs);
  };
  tick();
  return () => {
    stopped = true;
    clock.clearTimeout(handle);
  };
}
