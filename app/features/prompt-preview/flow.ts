/** What the prompt interpreter understands of a visitor's sentence: the flow and what it needs. */

export type SensorKind =
  | "temperature"
  | "humidity"
  | "soil"
  | "motion"
  | "luminosity"
  | "door"
  | "water"
  | "energy"
  | "vibration"
  | "button"
  | "smoke";
export type ActuatorKind =
  | "fan"
  | "exhaust"
  | "light"
  | "ac"
  | "irrigation"
  | "lock"
  | "alarm"
  | "pump"
  | "relay"
  | "blind"
  | "heater"
  | "tv"
  | "sound"
  | "gate"
  | "valve";
/** Virtual variables the flow computes rather than reads from a pin. */
export type VirtualKind = "occupancy" | "baseline" | "savings";
export type Unit = "°C" | "%" | "lx" | "kWh" | "W" | "cm" | "mm/s";
/** The spec's five variable types (docs: Device → variables). */
export type VariableType = "virtual" | "INPUT" | "INPUT_PULLDOWN" | "INPUT_PULLUP" | "OUTPUT";
export type Board = "ESP32" | "ESP8266";
export type Days = "daily" | "weekdays" | "weekends";

export type Trigger =
  | { kind: "sensor"; sensor: SensorKind }
  | { kind: "schedule"; at?: number; days?: Days; sun?: "sunset" | "sunrise"; everyMinutes?: number }
  | { kind: "webhook" };

/** Times of day are minutes after midnight. */
export type Condition =
  | { kind: "compare"; op: "above" | "below"; value: number; unit?: Unit }
  | { kind: "range"; min: number; max: number; unit?: Unit }
  | { kind: "baseline"; op: "above" | "below" }
  | { kind: "lasting"; minutes: number }
  | { kind: "absence"; minutes: number }
  | { kind: "window"; from?: number; to?: number; sun?: "sunset" | "sunrise" }
  | { kind: "state"; state: "open" | "closed" };

export type Action =
  | { kind: "switch"; actuator: ActuatorKind; state: "on" | "off" | "open" | "close" }
  | { kind: "set"; actuator: ActuatorKind; value: number; unit?: Unit }
  | { kind: "notify" }
  | { kind: "webhook" };

export interface Variable {
  name: SensorKind | ActuatorKind | VirtualKind;
  type: VariableType;
  unit?: Unit;
}

export interface Flow {
  trigger?: Trigger;
  conditions: Condition[];
  actions: Action[];
  variables: Variable[];
  board?: Board;
}
