/**
 * The presence rule of the showcase spaces (spec §4, §9): after 30 minutes without motion a space
 * goes inactive and switches off its lights, climate, sound or TV; motion while inactive switches
 * back on exactly the devices that were on. A pure state machine: every action carries its time,
 * so tests and the simulator drive it with a clock of their own.
 */

export const INACTIVITY_MS = 30 * 60 * 1000;
/** How many timeline events the state keeps. */
export const LOG_LIMIT = 40;

export const DEVICE_KINDS = ["light", "climate", "sound", "tv"] as const;
export type DeviceKind = (typeof DEVICE_KINDS)[number];

export interface DeviceSpec {
  id: string;
  kind: DeviceKind;
  /** Whether the device is on when the simulation starts. */
  on: boolean;
}

export type PresenceStatus = "active" | "inactive";

export type PresenceEvent = { seq: number; at: number } & (
  | { type: "start" }
  | { type: "motion" }
  | { type: "switch"; device: string; on: boolean }
  | { type: "inactive"; off: string[] }
  | { type: "active"; cause: "motion" | "manual"; restored: string[] }
);

export interface PresenceState {
  status: PresenceStatus;
  /** The latest time the machine has seen (time never runs backwards). */
  now: number;
  /** Last motion or manual switch: the 30-minute countdown starts here. */
  lastActivityAt: number;
  /** Device id → on. */
  devices: Record<string, boolean>;
  /** Devices that were on when the space went inactive; motion brings back these and only these. */
  remembered: string[];
  log: PresenceEvent[];
  seq: number;
}

export type PresenceAction =
  { type: "motion"; at: number } | { type: "tick"; at: number } | { type: "toggle"; device: string; at: number };

type WithoutSeq<E> = E extends unknown ? Omit<E, "seq"> : never;
type NewEvent = WithoutSeq<PresenceEvent>;

function append(state: PresenceState, ...events: NewEvent[]): PresenceState {
  let seq = state.seq;
  const numbered = events.map((event) => ({ ...event, seq: ++seq }));
  return { ...state, seq, log: [...state.log, ...numbered].slice(-LOG_LIMIT) };
}

export function createPresence(devices: readonly DeviceSpec[], at: number): PresenceState {
  const state: PresenceState = {
    status: "active",
    now: at,
    lastActivityAt: at,
    devices: Object.fromEntries(devices.map((device) => [device.id, device.on])),
    remembered: [],
    log: [],
    seq: 0,
  };
  return append(state, { type: "start", at });
}

/** When the space goes (or went) inactive if nothing happens; null while inactive. */
export function deadlineOf(state: PresenceState): number | null {
  return state.status === "active" ? state.lastActivityAt + INACTIVITY_MS : null;
}

/** Time left before the space goes inactive (0 once inactive). */
export function remainingMs(state: PresenceState): number {
  const deadline = deadlineOf(state);
  return deadline === null ? 0 : Math.max(0, deadline - state.now);
}

/** Brings the machine to time `at`: if the 30 minutes ran out on the way, the space goes inactive at the deadline. */
function settle(state: PresenceState, at: number): PresenceState {
  const now = Math.max(state.now, at);
  const deadline = deadlineOf(state);
  if (deadline === null || now < deadline) return { ...state, now };
  const wereOn = Object.keys(state.devices).filter((id) => state.devices[id]);
  const off = Object.fromEntries(Object.keys(state.devices).map((id) => [id, false]));
  return append(
    { ...state, now, status: "inactive", devices: off, remembered: wereOn },
    { type: "inactive", at: deadline, off: wereOn },
  );
}

export function presenceReducer(state: PresenceState, action: PresenceAction): PresenceState {
  const settled = settle(state, action.at);
  const at = settled.now;
  switch (action.type) {
    case "tick":
      return settled;
    case "motion": {
      if (settled.status === "active") return append({ ...settled, lastActivityAt: at }, { type: "motion", at });
      const restored = settled.remembered;
      const devices = Object.fromEntries(Object.keys(settled.devices).map((id) => [id, restored.includes(id)]));
      return append(
        { ...settled, status: "active", lastActivityAt: at, devices, remembered: [] },
        { type: "motion", at },
        { type: "active", at, cause: "motion", restored },
      );
    }
    case "toggle": {
      if (!(action.device in settled.devices)) return settled;
      const on = !settled.devices[action.device];
      const devices = { ...settled.devices, [action.device]: on };
      // A hand on a switch means someone is there: the countdown restarts (and an inactive space wakes
      // up with only the device that was asked for; the remembered set is dropped).
      if (settled.status === "active") {
        return append({ ...settled, devices, lastActivityAt: at }, { type: "switch", at, device: action.device, on });
      }
      return append(
        { ...settled, status: "active", devices, lastActivityAt: at, remembered: [] },
        { type: "active", at, cause: "manual", restored: [] },
        { type: "switch", at, device: action.device, on },
      );
    }
  }
}

/** Where the machine reads the time; tests and the simulator pass a manual one. */
export interface Clock {
  now(): number;
}

export interface ManualClock extends Clock {
  advance(ms: number): number;
}

export function manualClock(start = 0): ManualClock {
  let time = start;
  return {
    now: () => time,
    advance: (ms) => (time += ms),
  };
}

export const systemClock: Clock = { now: () => Date.now() };

/** The reducer bound to a clock: each call stamps its action with the clock's time. */
export function createPresenceMachine(devices: readonly DeviceSpec[], clock: Clock = systemClock) {
  let state = createPresence(devices, clock.now());
  const run = (action: PresenceAction) => (state = presenceReducer(state, action));
  return {
    get state() {
      return state;
    },
    motion: () => run({ type: "motion", at: clock.now() }),
    toggle: (device: string) => run({ type: "toggle", device, at: clock.now() }),
    tick: () => run({ type: "tick", at: clock.now() }),
  };
}
