import { SENSORS, SENSOR_OF_UNIT } from "./catalogue";
import type { Condition, Days, SensorKind, Trigger } from "./flow";
import { isIncoming } from "./read-actions";
import type { Item } from "./read-items";

const EVENT_SENSORS: ReadonlySet<string> = new Set(["motion", "door", "button", "smoke"]);
const sensorAt = (item: Item | undefined) =>
  item?.tag.startsWith("s:") ? (item.tag.slice(2) as SensorKind) : undefined;
const tagAt = (items: readonly Item[], tag: string) => items.findIndex((item) => item.tag === tag);

interface Comparison {
  condition: Condition;
  at: number;
}

/** "above 30 °C", "drops below 30%", "between 18 and 25 degrees", "above normal". */
function readComparison(items: readonly Item[]): Comparison | undefined {
  for (let at = 0; at < items.length; at++) {
    const [first, second] = [items[at + 1], items[at + 2]];
    const op = items[at]!.tag === "c:above" ? "above" : items[at]!.tag === "c:below" ? "below" : undefined;
    if (op && first?.tag === "num")
      return { at, condition: { kind: "compare", op, value: first.value!, unit: first.unit } };
    if (op && first?.tag === "x:normal") return { at, condition: { kind: "baseline", op } };
    if (items[at]!.tag === "c:between" && first?.tag === "num" && second?.tag === "num") {
      return {
        at,
        condition: { kind: "range", min: first.value!, max: second.value!, unit: second.unit ?? first.unit },
      };
    }
  }
  return undefined;
}

/** The sensor a comparison talks about: the one measuring its unit, else the nearest one named before it. */
function comparedSensor(items: readonly Item[], { condition, at }: Comparison): SensorKind | undefined {
  const unit = "unit" in condition ? condition.unit : undefined;
  const named = items
    .map(sensorAt)
    .map((sensor, index) => ({ sensor, index }))
    .filter((entry) => entry.sensor);
  const byUnit = unit ? named.filter((entry) => SENSORS[entry.sensor!].unit === unit) : named;
  const before = byUnit.filter((entry) => entry.index < at).at(-1) ?? byUnit[0];
  return before?.sensor ?? (unit ? SENSOR_OF_UNIT[unit] : undefined);
}

function triggerSensor(
  items: readonly Item[],
  comparison: Comparison | undefined,
  doorState: Condition | undefined,
): SensorKind | undefined {
  if (tagAt(items, "n:none") >= 0) return "motion";
  if (comparison) return comparedSensor(items, comparison);
  if (doorState) return "door";
  const sensors = items.map(sensorAt);
  const afterWhen = sensors.slice(Math.max(0, tagAt(items, "t:when"))).find(Boolean);
  return afterWhen ?? sensors.find((sensor) => sensor && EVENT_SENSORS.has(sensor)) ?? sensors.find(Boolean);
}

/** Clock times of a sensor-triggered flow: "after 18h" opens the window, "before 7h" closes it, two times bound it. */
function timeWindow(items: readonly Item[]): Condition | undefined {
  const window: Condition & { kind: "window" } = { kind: "window" };
  items.forEach((item, at) => {
    if (item.tag !== "clock") return;
    if (items[at - 1]?.tag === "t:before" || window.from !== undefined) window.to ??= item.value;
    else window.from = item.value;
  });
  const sun = items.find((item) => item.tag === "t:sunset" || item.tag === "t:sunrise")?.tag.slice(2) as
    "sunset" | "sunrise" | undefined;
  if (sun) window.sun = sun;
  return window.from !== undefined || window.to !== undefined || sun ? window : undefined;
}

function schedule(items: readonly Item[]): Trigger | undefined {
  const every = items.findIndex((item, at) => item.tag === "dur" && items[at - 1]?.tag === "t:every");
  const trigger: Trigger & { kind: "schedule" } = { kind: "schedule" };
  const at = items.find((item) => item.tag === "clock")?.value;
  const days = items.find((item) => /^t:(daily|weekdays|weekends)$/.test(item.tag))?.tag.slice(2) as Days | undefined;
  const sun = timeWindow(items.filter((item) => item.tag !== "clock"));
  if (at !== undefined) trigger.at = at;
  if (days) trigger.days = days;
  if (sun?.kind === "window") trigger.sun = sun.sun;
  if (every >= 0) trigger.everyMinutes = items[every]!.value;
  return Object.keys(trigger).length > 1 ? trigger : undefined;
}

/** What starts the flow (a sensor, a schedule, an incoming webhook) and what must hold for it to act. */
export function readTrigger(
  items: readonly Item[],
  doorState?: Condition,
): { trigger?: Trigger; conditions: Condition[] } {
  const comparison = readComparison(items);
  const sensor = triggerSensor(items, comparison, doorState);
  const conditions: Condition[] = [];
  if (comparison && sensor) {
    const { condition } = comparison;
    conditions.push("unit" in condition ? { ...condition, unit: condition.unit ?? SENSORS[sensor].unit } : condition);
  }
  if (doorState) conditions.push(doorState);
  const lasting = items.find((item, at) => item.tag === "dur" && items[at - 1]?.tag !== "t:every")?.value;
  if (lasting !== undefined)
    conditions.push({ kind: tagAt(items, "n:none") >= 0 ? "absence" : "lasting", minutes: lasting });
  if (sensor) {
    const window = timeWindow(items);
    return { trigger: { kind: "sensor", sensor }, conditions: window ? [...conditions, window] : conditions };
  }
  const scheduled = schedule(items);
  if (scheduled) return { trigger: scheduled, conditions };
  const webhook = items.some((item, at) => item.tag === "x:webhook" && isIncoming(items, at));
  return { trigger: webhook ? { kind: "webhook" } : undefined, conditions };
}
