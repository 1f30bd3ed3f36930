import type { Action, ActuatorKind, Condition } from "./flow";
import type { Item } from "./read-items";

const SWITCHES = { on: "on", off: "off", open: "open", close: "close" } as const;
/** Words that end what a verb governs: the next verb, the "when" clause, a comparison. */
const ENDS_SCOPE = /^(v:|t:when|c:|n:)/;

interface Scope {
  verb: string;
  actuators: ActuatorKind[];
  /** The first number after the actuators (a set point) and the on/off particle of "turn … off". */
  value?: Item;
  particle?: string;
  at: number;
}

function scopes(items: readonly Item[]): Scope[] {
  const found: Scope[] = [];
  let open: Scope | undefined;
  let orphans: ActuatorKind[] = [];
  items.forEach((item, at) => {
    if (/^v:(on|off|open|close|set|turn)$/.test(item.tag)) {
      // An actuator named before any verb ("the fan should turn on") belongs to the next one.
      open = { verb: item.tag.slice(2), actuators: orphans, at };
      orphans = [];
      found.push(open);
    } else if (ENDS_SCOPE.test(item.tag)) open = undefined;
    else if (item.tag.startsWith("a:")) (open ? open.actuators : orphans).push(item.tag.slice(2) as ActuatorKind);
    else if (item.tag.startsWith("p:") && (open || orphans.length > 0)) {
      // "fan on when…": an actuator with only its particle.
      if (!open) found.push((open = { verb: "turn", actuators: orphans, at }));
      orphans = [];
      open.particle ??= item.tag.slice(2);
    } else if (open && item.tag === "num" && open.actuators.length > 0) open.value ??= item;
  });
  return found;
}

const nearDoor = (items: readonly Item[], at: number) =>
  items.slice(Math.max(0, at - 2), at + 3).some((item) => item.tag === "s:door");

/** Actuators switched or set, notifications and outgoing webhooks; an open/close verb by a door is the door's state. */
export function readActions(items: readonly Item[]): { actions: Action[]; doorState?: Condition } {
  const actions: Action[] = [];
  let doorState: Condition | undefined;
  for (const scope of scopes(items)) {
    if (
      scope.actuators.length === 0 &&
      (scope.verb === "open" || scope.verb === "close") &&
      nearDoor(items, scope.at)
    ) {
      doorState ??= { kind: "state", state: scope.verb === "open" ? "open" : "closed" };
    }
    const setPoint = scope.value && (scope.verb === "set" || scope.value.unit) ? scope.value : undefined;
    const state = SWITCHES[(scope.verb === "turn" ? (scope.particle ?? "on") : scope.verb) as keyof typeof SWITCHES];
    for (const actuator of scope.actuators) {
      if (setPoint) actions.push({ kind: "set", actuator, value: setPoint.value!, unit: setPoint.unit });
      else if (state) actions.push({ kind: "switch", actuator, state });
    }
  }
  if (items.some((item) => item.tag === "v:notify")) actions.push({ kind: "notify" });
  if (items.some((item, at) => item.tag === "x:webhook" && !isIncoming(items, at))) actions.push({ kind: "webhook" });
  const unique = new Map(actions.map((action) => [JSON.stringify(action), action]));
  return { actions: [...unique.values()], doorState };
}

/** "When a webhook arrives", "ao receber um webhook": the webhook starts the flow rather than ends it. */
export const isIncoming = (items: readonly Item[], at: number) =>
  items.slice(Math.max(0, at - 3), at + 3).some((item) => item.tag === "x:receive") || items[at - 1]?.tag === "t:when";
