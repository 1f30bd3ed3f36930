import type { Language } from "~/i18n/languages";
import type { Condition, Flow, Trigger } from "../flow";

/**
 * A phrase and what the interpreter should read in it, written short: trigger ("temperature",
 * "schedule @18:00 daily", "webhook"), conditions (">30°C", "18..22°C", "none 30min", "open",
 * "after 18:00"), actions ("fan on", "ac set 23°C", "notify") and variables ("fan:OUTPUT",
 * "temperature:INPUT:°C"); several are separated by ", ", and "-" is none.
 */
export type PhraseRow = [phrase: string, trigger: string, conditions: string, actions: string, variables: string];

const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

function trigger(value: Trigger | undefined): string {
  if (!value) return "-";
  if (value.kind !== "schedule") return value.kind === "sensor" ? value.sensor : value.kind;
  const parts = [
    value.at === undefined ? "" : `@${clock(value.at)}`,
    value.days ?? "",
    value.sun ?? "",
    value.everyMinutes ? `every ${value.everyMinutes}min` : "",
  ];
  return ["schedule", ...parts.filter(Boolean)].join(" ");
}

function condition(value: Condition): string {
  switch (value.kind) {
    case "compare":
      return `${value.op === "above" ? ">" : "<"}${value.value}${value.unit ?? ""}`;
    case "range":
      return `${value.min}..${value.max}${value.unit ?? ""}`;
    case "baseline":
      return `${value.op === "above" ? ">" : "<"}normal`;
    case "lasting":
      return `for ${value.minutes}min`;
    case "absence":
      return `none ${value.minutes}min`;
    case "state":
      return value.state;
    case "window": {
      const bounds =
        value.from !== undefined && value.to !== undefined
          ? `${clock(value.from)}..${clock(value.to)}`
          : value.from !== undefined
            ? `after ${clock(value.from)}`
            : value.to !== undefined
              ? `before ${clock(value.to)}`
              : "";
      return [bounds, value.sun && `after ${value.sun}`].filter(Boolean).join(" ");
    }
  }
}

const list = (values: string[]) => (values.length ? [...values].sort().join(", ") : "-");
const normalise = (written: string) => list(written === "-" ? [] : written.split(/, | (?=[a-z]+:)/));

/** The flow in the table's notation, lists sorted so that order does not matter. */
export function summarise(flow: Flow | undefined): string[] {
  return [
    trigger(flow?.trigger),
    list((flow?.conditions ?? []).map(condition)),
    list(
      (flow?.actions ?? []).map((action) =>
        action.kind === "switch"
          ? `${action.actuator} ${action.state}`
          : action.kind === "set"
            ? `${action.actuator} set ${action.value}${action.unit ?? ""}`
            : action.kind,
      ),
    ),
    list(
      (flow?.variables ?? []).map((variable) =>
        [variable.name, variable.type, variable.unit].filter(Boolean).join(":"),
      ),
    ),
  ];
}

export interface ParseShare {
  lang: Language;
  parsed: number;
  total: number;
  share: number;
  misses: Array<{ phrase: string; expected: string[]; actual: string[] }>;
}

/** How many phrases of a table the interpreter reads fully (trigger, conditions, actions and variables all right). */
export function parseShare(
  lang: Language,
  rows: readonly PhraseRow[],
  interpret: (text: string, lang: Language) => Flow | undefined,
): ParseShare {
  const misses: ParseShare["misses"] = [];
  for (const [phrase, ...expectedParts] of rows) {
    const expected = [expectedParts[0], ...expectedParts.slice(1).map(normalise)];
    const actual = summarise(interpret(phrase, lang));
    if (actual.some((part, index) => part !== expected[index])) misses.push({ phrase, expected, actual });
  }
  return {
    lang,
    parsed: rows.length - misses.length,
    total: rows.length,
    share: (rows.length - misses.length) / rows.length,
    misses,
  };
}
