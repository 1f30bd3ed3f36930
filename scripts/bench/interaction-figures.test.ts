import { describe, expect, it } from "vitest";
import {
  interactionMarkdown,
  interactionPass,
  interactionVerdicts,
  median,
  summariseInteraction,
  type InteractionRecord,
} from "./interaction-figures";

const record = (overrides: Partial<InteractionRecord>): InteractionRecord => ({
  inputs: [1000],
  frames: [{ t: 900, state: "closed" }],
  settled: "open",
  requests: [],
  ...overrides,
});

describe("one pass of a first interaction", () => {
  it("runs from a control's input to the first frame showing the settled answer, counting the requests between", () => {
    const pass = interactionPass(
      record({
        frames: [
          { t: 900, state: "closed" },
          { t: 1040, state: "loading" },
          { t: 1180, state: "open" },
        ],
        requests: [950, 1010, 1100, 1500],
      }),
      "control",
    );
    expect(pass).toEqual({ ms: 180, requests: 2 });
  });

  it("has no answer when the control changed nothing or the page never settled on a new state", () => {
    expect(interactionPass(record({ settled: "closed" }), "control")).toBeUndefined();
    expect(interactionPass(record({ inputs: [] }), "control")).toBeUndefined();
  });

  it("times a typed control from the key that brought its settled answer, counting requests from its first input", () => {
    const frames = [
      { t: 900, state: "13 cards" },
      { t: 1150, state: "5 cards" },
      { t: 1420, state: "3 cards" },
    ];
    const pass = interactionPass(
      record({ inputs: [1000, 1100, 1300], frames, settled: "3 cards", requests: [1050] }),
      "typed",
    );
    expect(pass).toEqual({ ms: 120, requests: 1 });
    // The last letter changed nothing: the answer came 50 ms after the key before it.
    const early = [
      { t: 900, state: "13 cards" },
      { t: 1150, state: "3 cards" },
    ];
    expect(interactionPass(record({ inputs: [1000, 1100, 1300], frames: early, settled: "3 cards" }), "typed")).toEqual(
      { ms: 50, requests: 0 },
    );
  });

  it("times a control the server answers to its first visible answer, and the server's answer beside it", () => {
    const frames = [
      { t: 900, state: "idle" },
      { t: 1040, state: "busy" },
      { t: 1300, state: "sent" },
    ];
    const sent = record({ inputs: [1000], frames, settled: "sent", requests: [1100] });
    expect(interactionPass(sent, "control", { answeredByServer: true })).toEqual({
      ms: 40,
      requests: 0,
      settledMs: 300,
    });
    expect(interactionPass(sent, "control")).toEqual({ ms: 300, requests: 1 });
    const summary = summariseInteraction(
      { name: "form submit", route: "/blog", kind: "control", answeredByServer: true },
      [{ ms: 40, requests: 0, settledMs: 300 }],
    );
    expect(interactionMarkdown([summary], 1)).toContain(
      "| form submit | /blog | input | 40 (the server's answer: 300) | 40 | 0 | ≤ 100 ms | PASS |",
    );
  });

  it("has no answer when the typing changed nothing", () => {
    expect(interactionPass(record({ inputs: [1000, 1100], settled: "closed" }), "typed")).toBeUndefined();
  });
});

describe("the first-interaction summary, verdicts and table", () => {
  const control = { name: "theme toggle", route: "/blog", kind: "control" as const, answeredByServer: false };

  it("takes the median of the passes that answered and the most requests of any", () => {
    expect(median([5, 1, 3])).toBe(3);
    const summary = summariseInteraction(control, [
      { ms: 40, requests: 0 },
      undefined,
      { ms: 90, requests: 2 },
      { ms: 60, requests: 0 },
    ]);
    expect(summary).toMatchObject({ medianMs: 60, passesMs: [40, 90, 60], requests: 2, unanswered: 1 });
  });

  it("passes a control within 100 ms with no request, and fails it for a request, a slow answer or a pass unanswered", () => {
    const pass = (ms: number, requests = 0) => ({ ms, requests });
    const verdict = (passes: Parameters<typeof summariseInteraction>[1], over = {}) =>
      interactionVerdicts([summariseInteraction({ ...control, ...over }, passes)])[0]!.pass;
    expect(verdict([pass(60), pass(100), pass(80)])).toBe(true);
    expect(verdict([pass(60, 1), pass(70), pass(80)])).toBe(false);
    expect(verdict([pass(60), pass(130), pass(120)])).toBe(false);
    expect(verdict([pass(60), pass(70), undefined])).toBe(false);
    // A submit's answer comes from the server: its request is no fault.
    expect(verdict([pass(60, 1), pass(70, 1), pass(80, 1)], { answeredByServer: true })).toBe(true);
    // A typed control has 200 ms after its last key, requests or not.
    expect(verdict([pass(150, 3), pass(190), pass(180)], { kind: "typed" })).toBe(true);
    expect(verdict([pass(250), pass(210), pass(180)], { kind: "typed" })).toBe(false);
  });

  it("renders a row per control with its median, passes, requests, budget and verdict", () => {
    const rows = interactionMarkdown(
      [
        summariseInteraction(control, [{ ms: 40, requests: 0 }]),
        summariseInteraction({ ...control, name: "events filter", route: "/events", kind: "typed" }, [undefined]),
      ],
      1,
    );
    expect(rows).toContain("| theme toggle | /blog | input | 40 | 40 | 0 | ≤ 100 ms, 0 requests | PASS |");
    expect(rows).toContain(
      "| events filter | /events | last key | no answer | – (+1 unanswered) | 0 | ≤ 200 ms | FAIL |",
    );
    expect(interactionMarkdown([], 5)).toEqual([]);
  });
});
