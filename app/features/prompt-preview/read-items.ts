import type { Unit } from "./flow";
import { matchAt, type Matcher } from "./lexicon";
import type { Token } from "./tokenize";

/**
 * One thing the sentence says, in order: a lexicon tag ("s:temperature", "v:on"), a number with
 * its unit ("num"), a clock time ("clock", minutes after midnight) or a duration ("dur", minutes).
 */
export interface Item {
  tag: string;
  value?: number;
  unit?: Unit;
}

const TIME_MARKERS = new Set(["t:at", "t:after", "t:before", "c:between", "clock"]);
const DURATION_MINUTES: Record<string, number> = { min: 1, h: 60, s: 1 / 60 };

function tagged(matcher: Matcher, tokens: readonly Token[]): Item[] {
  const items: Item[] = [];
  for (let at = 0; at < tokens.length;) {
    const token = tokens[at]!;
    const pattern = matchAt(matcher, tokens, at);
    if (typeof token === "number") items.push({ tag: "num", value: token });
    else if (typeof token === "object") items.push({ tag: "clock", value: token.clock });
    else if (pattern) items.push(...pattern.tags.map((tag) => ({ tag })));
    at += pattern?.words.length ?? 1;
  }
  return items;
}

/** A number with the unit that follows it: a clock time, a duration or a measure. */
function withUnit(item: Item, unit: string, before = ""): Item {
  const value = item.value!;
  if (unit === "am" || unit === "pm") {
    const [hours, minutes] = item.tag === "clock" ? [Math.floor(value / 60), value % 60] : [value, 0];
    return { tag: "clock", value: ((hours % 12) + (unit === "pm" ? 12 : 0)) * 60 + minutes };
  }
  if (item.tag === "clock") return item;
  if (unit === "clock" || (unit === "h" && TIME_MARKERS.has(before))) return { tag: "clock", value: value * 60 };
  if (unit in DURATION_MINUTES) return { tag: "dur", value: value * DURATION_MINUTES[unit]! };
  return { ...item, unit: unit as Unit };
}

const isBareHour = (item: Item, before?: Item) =>
  item.tag === "num" && !item.unit && item.value! <= 24 && /^t:(at|after|before)$/.test(before?.tag ?? "");

/** "Someone" is a motion sensor, unless a button, a door or smoke says who acts ("when someone opens the door"). */
function resolveSomeone(items: Item[]): Item[] {
  const other = items.some((item) => /^s:(door|button|smoke)$/.test(item.tag));
  return other
    ? items.filter((item) => item.tag !== "x:someone")
    : items.map((item) => (item.tag === "x:someone" ? { tag: "s:motion" } : item));
}

/** 18 h, 6 pm, 30 minutes, 32 °C: a number and the unit after it become one item; a unit alone is dropped. */
export function readItems(matcher: Matcher, tokens: readonly Token[]): Item[] {
  const items: Item[] = [];
  for (const item of tagged(matcher, tokens)) {
    const last = items.at(-1);
    if (!item.tag.startsWith("u:")) items.push(item);
    else if (last && (last.tag === "num" || last.tag === "clock") && !last.unit) {
      items[items.length - 1] = withUnit(last, item.tag.slice(2), items.at(-2)?.tag);
    }
  }
  return resolveSomeone(
    items.map((item, index) => (isBareHour(item, items[index - 1]) ? { tag: "clock", value: item.value! * 60 } : item)),
  );
}
