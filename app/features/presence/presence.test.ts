import { describe, expect, it } from "vitest";
import {
  createPresence,
  createPresenceMachine,
  INACTIVITY_MS,
  manualClock,
  presenceReducer,
  remainingMs,
  type DeviceSpec,
} from "./presence";

const MINUTE = 60_000;
const SECOND = 1_000;
const START = 18 * 60 * MINUTE;

const ROOM: DeviceSpec[] = [
  { id: "ceiling", kind: "light", on: true },
  { id: "lamp", kind: "light", on: false },
  { id: "ac", kind: "climate", on: true },
  { id: "tv", kind: "tv", on: false },
];

const onIds = (devices: Record<string, boolean>) =>
  Object.keys(devices)
    .filter((id) => devices[id])
    .sort();

describe("presence rule", () => {
  it("uses a 30-minute inactivity window", () => {
    expect(INACTIVITY_MS).toBe(30 * MINUTE);
  });

  it("starts active with the devices as given and logs the start", () => {
    const state = createPresence(ROOM, START);
    expect(state.status).toBe("active");
    expect(onIds(state.devices)).toEqual(["ac", "ceiling"]);
    expect(state.log).toEqual([{ seq: 1, type: "start", at: START }]);
    expect(remainingMs(state)).toBe(30 * MINUTE);
  });

  it("is still active at 29:59 without motion and inactive at exactly 30:00", () => {
    const clock = manualClock(START);
    const machine = createPresenceMachine(ROOM, clock);
    clock.advance(29 * MINUTE + 59 * SECOND);
    machine.tick();
    expect(machine.state.status).toBe("active");
    expect(onIds(machine.state.devices)).toEqual(["ac", "ceiling"]);
    expect(remainingMs(machine.state)).toBe(SECOND);
    clock.advance(SECOND);
    machine.tick();
    expect(machine.state.status).toBe("inactive");
    expect(onIds(machine.state.devices)).toEqual([]);
    expect(remainingMs(machine.state)).toBe(0);
  });

  it("dates the inactive event at the deadline even when time jumps past it", () => {
    const state = presenceReducer(createPresence(ROOM, START), { type: "tick", at: START + 95 * MINUTE });
    expect(state.status).toBe("inactive");
    expect(state.log.at(-1)).toMatchObject({ type: "inactive", at: START + 30 * MINUTE, off: ["ceiling", "ac"] });
    expect(state.now).toBe(START + 95 * MINUTE);
  });

  it("restarts the countdown on motion", () => {
    const clock = manualClock(START);
    const machine = createPresenceMachine(ROOM, clock);
    clock.advance(20 * MINUTE);
    machine.motion();
    clock.advance(29 * MINUTE + 59 * SECOND);
    machine.tick();
    expect(machine.state.status).toBe("active");
    clock.advance(SECOND);
    machine.tick();
    expect(machine.state.status).toBe("inactive");
    expect(machine.state.log.at(-1)).toMatchObject({ type: "inactive", at: START + 50 * MINUTE });
  });

  it("treats a manual switch as activity that restarts the countdown", () => {
    let state = createPresence(ROOM, START);
    state = presenceReducer(state, { type: "toggle", device: "lamp", at: START + 25 * MINUTE });
    state = presenceReducer(state, { type: "tick", at: START + 54 * MINUTE });
    expect(state.status).toBe("active");
    expect(onIds(state.devices)).toEqual(["ac", "ceiling", "lamp"]);
  });

  it("on motion while inactive restores exactly the devices that were on, not those that were off", () => {
    const clock = manualClock(START);
    const machine = createPresenceMachine(ROOM, clock);
    machine.toggle("ceiling"); // off by hand
    machine.toggle("tv"); // on by hand
    expect(onIds(machine.state.devices)).toEqual(["ac", "tv"]);
    clock.advance(30 * MINUTE);
    machine.tick();
    expect(machine.state.status).toBe("inactive");
    expect(machine.state.remembered.sort()).toEqual(["ac", "tv"]);
    clock.advance(2 * 60 * MINUTE);
    machine.motion();
    expect(machine.state.status).toBe("active");
    expect(onIds(machine.state.devices)).toEqual(["ac", "tv"]);
    expect(machine.state.devices.ceiling).toBe(false);
    expect(machine.state.devices.lamp).toBe(false);
    expect(machine.state.remembered).toEqual([]);
    expect(machine.state.log.slice(-2)).toMatchObject([
      { type: "motion", at: START + 150 * MINUTE },
      { type: "active", cause: "motion", at: START + 150 * MINUTE },
    ]);
  });

  it("restores nothing when everything was off, and goes inactive again 30 minutes after the new motion", () => {
    let state = createPresence(
      ROOM.map((device) => ({ ...device, on: false })),
      START,
    );
    state = presenceReducer(state, { type: "tick", at: START + 30 * MINUTE });
    state = presenceReducer(state, { type: "motion", at: START + 40 * MINUTE });
    expect(state.status).toBe("active");
    expect(onIds(state.devices)).toEqual([]);
    state = presenceReducer(state, { type: "tick", at: START + 70 * MINUTE });
    expect(state.status).toBe("inactive");
  });

  it("wakes up on a manual switch while inactive with only that device on", () => {
    let state = createPresence(ROOM, START);
    state = presenceReducer(state, { type: "tick", at: START + 31 * MINUTE });
    state = presenceReducer(state, { type: "toggle", device: "lamp", at: START + 32 * MINUTE });
    expect(state.status).toBe("active");
    expect(onIds(state.devices)).toEqual(["lamp"]);
    expect(state.remembered).toEqual([]);
  });

  it("never runs time backwards and ignores unknown devices", () => {
    let state = createPresence(ROOM, START);
    state = presenceReducer(state, { type: "tick", at: START + 10 * MINUTE });
    state = presenceReducer(state, { type: "motion", at: START });
    expect(state.lastActivityAt).toBe(START + 10 * MINUTE);
    const before = state;
    state = presenceReducer(state, { type: "toggle", device: "fridge", at: START + 10 * MINUTE });
    expect(state).toEqual(before);
  });

  it("keeps a bounded log with increasing sequence numbers", () => {
    let state = createPresence(ROOM, START);
    for (let i = 1; i <= 100; i++) state = presenceReducer(state, { type: "motion", at: START + i * MINUTE });
    expect(state.log.length).toBeLessThanOrEqual(40);
    const seqs = state.log.map((event) => event.seq);
    expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
    expect(state.log.at(-1)?.seq).toBe(101);
  });
});
