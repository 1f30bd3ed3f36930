import type { Language } from "~/i18n/languages";
import type { TFunction } from "~/i18n/translator";
import { formatNumber } from "~/lib/format-number";
import type { Action, Condition, Flow, Trigger, Unit, Variable } from "./flow";

export type NodeRole = "trigger" | "condition" | "action";

export interface FlowNode {
  role: NodeRole;
  /** Which pictogram: what starts the flow, a check, or what it does. */
  icon: "sensor" | "schedule" | "webhook" | "condition" | "switch" | "notify";
  title: string;
  detail?: string;
}

const K = "prompt.preview";
const clock = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, "0")}:${String(minutes % 60).padStart(2, "0")}`;

/** Words for the flow's parts in the page's language, from the home bundle. */
export function flowWords(t: TFunction, lang: Language) {
  const measure = (value: number, unit?: Unit) =>
    `${formatNumber(value, lang)}${unit ? (unit === "%" ? "%" : ` ${unit}`) : ""}`;
  const minutes = (value: number) => formatNumber(value, lang, { maximumFractionDigits: 1 });

  function trigger(value: Trigger): FlowNode {
    if (value.kind === "sensor")
      return {
        role: "trigger",
        icon: "sensor",
        title: t(`${K}.names.${value.sensor}`),
        detail: t(`${K}.sensorReading`),
      };
    if (value.kind === "webhook")
      return { role: "trigger", icon: "webhook", title: "Webhook", detail: t(`${K}.incoming`) };
    const parts = [
      value.days && t(`${K}.days.${value.days}`),
      value.at !== undefined && t(`${K}.at`, { time: clock(value.at) }),
      value.sun && t(`${K}.sun.${value.sun}`),
      value.everyMinutes && t(`${K}.every`, { minutes: minutes(value.everyMinutes) }),
    ];
    return { role: "trigger", icon: "schedule", title: t(`${K}.schedule`), detail: parts.filter(Boolean).join(" · ") };
  }

  function condition(value: Condition): string {
    switch (value.kind) {
      case "compare":
        return t(`${K}.conditions.${value.op}`, { value: measure(value.value, value.unit) });
      case "range":
        return t(`${K}.conditions.range`, { min: formatNumber(value.min, lang), max: measure(value.max, value.unit) });
      case "baseline":
        return t(`${K}.conditions.${value.op}Normal`);
      case "lasting":
        return t(`${K}.conditions.lasting`, { minutes: minutes(value.minutes) });
      case "absence":
        return t(`${K}.conditions.absence`, { minutes: minutes(value.minutes) });
      case "state":
        return t(`${K}.conditions.${value.state}`);
      case "window": {
        const { from, to, sun } = value;
        const bounds =
          from !== undefined && to !== undefined
            ? t(`${K}.conditions.between`, { from: clock(from), to: clock(to) })
            : from !== undefined
              ? t(`${K}.conditions.after`, { time: clock(from) })
              : to !== undefined
                ? t(`${K}.conditions.before`, { time: clock(to) })
                : "";
        return [bounds, sun && t(`${K}.sun.${sun}`)].filter(Boolean).join(" · ");
      }
    }
  }

  function action(value: Action): FlowNode {
    if (value.kind === "notify")
      return { role: "action", icon: "notify", title: t(`${K}.notify`), detail: t(`${K}.notifyDetail`) };
    if (value.kind === "webhook")
      return { role: "action", icon: "webhook", title: "Webhook", detail: t(`${K}.outgoing`) };
    const detail =
      value.kind === "set"
        ? t(`${K}.states.set`, { value: measure(value.value, value.unit) })
        : t(`${K}.states.${value.state}`);
    return { role: "action", icon: "switch", title: t(`${K}.names.${value.actuator}`), detail };
  }

  const variable = (value: Variable) => ({
    name: t(`${K}.names.${value.name}`),
    type: value.type === "virtual" ? t(`${K}.virtual`) : value.type,
    unit: value.unit,
  });

  return { trigger, condition, action, variable };
}

/** The nodes left to right, and the same flow as one sentence for screen readers and the polite announcement. */
export function describeFlow(flow: Flow, t: TFunction, lang: Language): { nodes: FlowNode[]; sentence: string } {
  const words = flowWords(t, lang);
  const conditions = flow.conditions.map(words.condition);
  const nodes: FlowNode[] = [
    ...(flow.trigger ? [words.trigger(flow.trigger)] : []),
    ...conditions.map((title): FlowNode => ({ role: "condition", icon: "condition", title })),
    ...flow.actions.map(words.action),
  ];
  const list = (items: string[]) => (items.length ? items.join(", ") : t(`${K}.none`));
  const sentence = t(`${K}.sentence`, {
    trigger: flow.trigger ? [nodes[0]!.title, nodes[0]!.detail].filter(Boolean).join(", ") : t(`${K}.none`),
    conditions: list(conditions),
    actions: list(
      nodes
        .filter((node) => node.role === "action")
        .map((node) => [node.title, node.detail].filter(Boolean).join(": ")),
    ),
  });
  return { nodes, sentence };
}
