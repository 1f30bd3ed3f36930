import { describe, expect, it } from "vitest";
import {
  PLACEHOLDER_TIMING,
  placeholderAt,
  placeholderSteps,
  runSteps,
  type Clock,
  type PlaceholderStep,
} from "./placeholder-cycle";

function take(examples: string[], count: number, options?: Parameters<typeof placeholderSteps>[1]) {
  const steps: PlaceholderStep[] = [];
  for (const step of placeholderSteps(examples, options)) {
    steps.push(step);
    if (steps.length === count) break;
  }
  return steps;
}

describe("placeholderSteps", () => {
  it("types at 60 ms, holds 700 ms, deletes at 40 ms, pauses 250 ms, then moves to the next example", () => {
    expect(take(["abc", "xy"], 11).map(({ text, delayMs, index }) => [text, delayMs, index])).toEqual([
      ["a", 60, 0],
      ["ab", 60, 0],
      ["abc", 700, 0],
      ["ab", 40, 0],
      ["a", 40, 0],
      ["", 250, 0],
      ["x", 60, 1],
      ["xy", 700, 1],
      ["x", 40, 1],
      ["", 250, 1],
      ["a", 60, 0],
    ]);
  });

  it("loops through the examples forever, cyclically", () => {
    const indexes = take(["a", "b", "c"], 6)
      .filter((step) => step.delayMs === PLACEHOLDER_TIMING.holdMs)
      .map((step) => step.index);
    expect(indexes).toEqual([0, 1, 2]);
    const later = take(["a", "b", "c"], 30)
      .filter((step) => step.delayMs === PLACEHOLDER_TIMING.holdMs)
      .map((step) => step.index);
    expect(later).toEqual([0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2, 0, 1, 2]);
  });

  it("can start from an example already typed out, as the server rendered it", () => {
    expect(take(["one", "two"], 4, { startIndex: 1, startTyped: true }).map((step) => step.text)).toEqual([
      "two",
      "tw",
      "t",
      "",
    ]);
    expect(take(["one", "two"], 5, { startIndex: 1, startTyped: true })[4]).toEqual({
      text: "o",
      delayMs: 60,
      index: 0,
    });
  });

  it("never cuts a character in half", () => {
    expect(take(["ção"], 3).map((step) => step.text)).toEqual(["ç", "çã", "ção"]);
    expect(take(["🙂x"], 1)[0]!.text).toBe("🙂");
  });

  it("yields nothing without examples", () => {
    expect(take([], 5)).toEqual([]);
  });
});

describe("placeholderAt", () => {
  const examples = ["abc", "xy"];
  it("tells the text on screen at any moment of the cycle", () => {
    expect(placeholderAt(examples, 0)).toBe("a");
    expect(placeholderAt(examples, 59)).toBe("a");
    expect(placeholderAt(examples, 60)).toBe("ab");
    expect(placeholderAt(examples, 120)).toBe("abc");
    expect(placeholderAt(examples, 819)).toBe("abc");
    expect(placeholderAt(examples, 820)).toBe("ab");
    expect(placeholderAt(examples, 900)).toBe("");
    expect(placeholderAt(examples, 1149)).toBe("");
    expect(placeholderAt(examples, 1150)).toBe("x");
  });
  it("accepts other timings", () => {
    const timing = { typeMs: 1, holdMs: 10, deleteMs: 1, pauseMs: 5 };
    expect(placeholderAt(examples, 2, { timing })).toBe("abc");
    expect(placeholderAt(examples, 12, { timing })).toBe("ab");
  });
});

describe("runSteps", () => {
  function fakeClock() {
    let now = 0;
    let timers: Array<{ at: number; callback: () => void; id: number }> = [];
    let nextId = 0;
    const clock: Clock = {
      setTimeout(callback, ms) {
        nextId += 1;
        timers.push({ at: now + ms, callback, id: nextId });
        return nextId;
      },
      clearTimeout(handle) {
        timers = timers.filter((timer) => timer.id !== handle);
      },
    };
    const advance = (ms: number) => {
      const end = now + ms;
      for (;;) {
        const due = timers.filter((timer) => timer.at <= end).sort((a, b) => a.at - b.at)[0];
        if (!due) break;
        timers = timers.filter((timer) => timer !== due);
        now = due.at;
        due.callback();
      }
      now = end;
    };
    return { clock, advance, pending: () => timers.length };
  }

  it("shows each step after the previous one's delay, on the injected clock", () => {
    const { clock, advance } = fakeClock();
    const shown: string[] = [];
    runSteps(placeholderSteps(["abc", "xy"]), (step) => shown.push(step.text), clock);
    expect(shown).toEqual(["a"]);
    advance(120);
    expect(shown).toEqual(["a", "ab", "abc"]);
    advance(699);
    expect(shown.at(-1)).toBe("abc");
    advance(1);
    expect(shown.at(-1)).toBe("ab");
    advance(40 + 250 + 60);
    expect(shown.slice(-3)).toEqual(["a", "", "x"]);
  });

  it("stops cleanly", () => {
    const { clock, advance, pending } = fakeClock();
    const shown: string[] = [];
    const stop = runSteps(placeholderSteps(["abc"]), (step) => shown.push(step.text), clock);
    stop();
    advance(10_000);
    expect(shown).toEqual(["a"]);
    expect(pending()).toBe(0);
  });
});
