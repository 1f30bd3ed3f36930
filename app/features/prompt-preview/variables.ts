import { SENSORS } from "./catalogue";
import type { Action, Board, Condition, SensorKind, Trigger, Variable } from "./flow";
import type { Item } from "./read-items";

/** The device variables a flow needs: what it reads, what it computes (virtual) and what it drives (OUTPUT). */
export function readVariables(
  items: readonly Item[],
  trigger: Trigger | undefined,
  conditions: readonly Condition[],
  actions: readonly Action[],
): Variable[] {
  const variables = new Map<string, Variable>();
  const add = (variable: Variable) => variables.has(variable.name) || variables.set(variable.name, variable);
  const addSensor = (sensor: SensorKind, unit = SENSORS[sensor].unit) =>
    add({ name: sensor, type: SENSORS[sensor].type, ...(unit && { unit }) });
  const measured = conditions.find((condition) => condition.kind === "compare" || condition.kind === "range");
  if (trigger?.kind === "sensor") addSensor(trigger.sensor, measured?.unit);
  for (const item of items) if (item.tag.startsWith("s:")) addSensor(item.tag.slice(2) as SensorKind);
  for (const condition of conditions) {
    if (condition.kind === "absence") add({ name: "occupancy", type: "virtual" });
    if (condition.kind === "baseline" && trigger?.kind === "sensor")
      add({
        name: "baseline",
        type: "virtual",
        ...(SENSORS[trigger.sensor].unit && { unit: SENSORS[trigger.sensor].unit }),
      });
  }
  if (items.some((item) => item.tag === "x:savings")) add({ name: "savings", type: "virtual", unit: "kWh" });
  for (const action of actions) {
    if (action.kind === "set")
      add({ name: action.actuator, type: "OUTPUT", ...(action.unit && { unit: action.unit }) });
    if (action.kind === "switch") add({ name: action.actuator, type: "OUTPUT" });
  }
  return [...variables.values()];
}

/**
 * The board to start with: the one the visitor names, else an ESP8266 for one or two pins with at
 * most one analog reading (it has a single ADC), else an ESP32. No pins, no board.
 */
export function suggestBoard(items: readonly Item[], variables: readonly Variable[]): Board | undefined {
  const named = items.find((item) => item.tag.startsWith("b:"));
  if (named) return named.tag.slice(2) as Board;
  const pins = variables.filter((variable) => variable.type !== "virtual");
  if (pins.length === 0) return undefined;
  const analog = pins.filter(
    (variable) => variable.name in SENSORS && SENSORS[variable.name as SensorKind].analog,
  ).length;
  return pins.length <= 2 && analog <= 1 ? "ESP8266" : "ESP32";
}
