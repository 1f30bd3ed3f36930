/** Spec §4 "Prompt placeholder animation": type, hold, delete, pause, next example. */
export const PLACEHOLDER_TIMING = { typeMs: 60, holdMs: 700, deleteMs: 40, pauseMs: 250 } as const;

/**
 * How long the first example (the one the server rendered) stays whole once the page is idle, before the cycle
 * starts with its usual hold: about three seconds to read the hero. It also keeps the typing's frames out of
 * the page's load.
 */
export const FIRST_EXAMPLE_EXTRA_HOLD_MS = 2300;
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

type TypedField = HTMLTextAreaElement & { stopTyping?: () => void };

/**
 * Types the field's placeholder through the examples of its `data-placeholders` (a JSON list), without React.
 * The first example stays whole until the page has loaded, the browser is idle and `startAfterMs` more have
 * passed. While the field has focus or text, and under reduced motion, the current example stays whole and
 * still (the first, under reduced motion). A new list (another language) starts over. It runs once per field and ends when the field leaves
 * the page; the returned function ends it sooner.
 *
 * The home's inline script (app/boot/typing-placeholder.ts) starts it, so it types while the page is still HTML.
 */
export function typePlaceholder(field: TypedField, timing: PlaceholderTiming, startAfterMs: number): () => void {
  if (field.stopTyping) return () => {};
  const motion = window.matchMedia("(prefers-reduced-motion: reduce)");
  const clock = {
    setTimeout: (callback: () => void, ms: number) => window.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => window.clearTimeout(handle as number),
  };
  let index = 0;
  let started = false;
  let ended = false;
  let stopSteps = () => {};
  const examples = (): string[] => {
    try {
      const list: unknown = JSON.parse(field.dataset.placeholders ?? "[]");
      return Array.isArray(list) ? list.map(String) : [];
    } catch {
      return [];
    }
  };
  const still = () => motion.matches || document.activeElement === field || field.value.length > 0;
  const run = () => {
    stopSteps();
    stopSteps = () => {};
    if (ended) return;
    if (!field.isConnected) return end();
    const list = examples();
    if (motion.matches || index >= list.length) index = 0;
    field.setAttribute("placeholder", list[index] ?? "");
    if (!started || still() || list.length < 2) return;
    const steps = placeholderSteps(list, { startIndex: index, startTyped: true, timing });
    stopSteps = runSteps(
      steps,
      (step) => {
        if (!field.isConnected) return end();
        index = step.index;
        field.setAttribute("placeholder", step.text);
      },
      clock,
    );
  };
  const restart = () => {
    index = 0;
    run();
  };
  const observer = new MutationObserver(restart);
  const events = ["focus", "blur", "input"] as const;
  const begin = () => {
    const idle = () =>
      clock.setTimeout(() => {
        started = true;
        run();
      }, startAfterMs);
    if (typeof window.requestIdleCallback === "function") window.requestIdleCallback(idle, { timeout: 2000 });
    else clock.setTimeout(idle, 200);
  };
  function end() {
    ended = true;
    stopSteps();
    observer.disconnect();
    events.forEach((type) => field.removeEventListener(type, run));
    motion.removeEventListener("change", run);
    window.removeEventListener("load", begin);
    delete field.stopTyping;
  }
  field.stopTyping = end;
  observer.observe(field, { attributes: true, attributeFilter: ["data-placeholders"] });
  events.forEach((type) => field.addEventListener(type, run));
  motion.addEventListener("change", run);
  if (document.readyState === "complete") begin();
  else window.addEventListener("load", begin, { once: true });
  run();
  return end;
}

/** Starts the typing on the home's prompt field with the spec's timing: from its inline script, or from React. */
export const typeHomePlaceholder = (field: HTMLTextAreaElement) =>
  typePlaceholder(field, PLACEHOLDER_TIMING, FIRST_EXAMPLE_EXTRA_HOLD_MS);
