import type { Allowance, Plan, PlanExtra } from "~/data/plans";

/** A translation key under the "plans" namespace with the values it interpolates. */
export interface Line {
  key: string;
  values?: Record<string, string | number>;
}

type LimitName = keyof Plan["limits"];

function allowanceLine(name: LimitName, allowance: Allowance | undefined): Line | null {
  if (allowance === undefined) return null;
  if (typeof allowance === "number") return { key: `limits.${name}.count`, values: { count: allowance } };
  return { key: `limits.${name}.${allowance}` };
}

/** What a plan's card lists, in a fixed order: limits, hours with our team, Enterprise extras. */
export function planLines(plan: Plan): Line[] {
  const { limits, consultingHours, support } = plan;
  const lines: Array<Line | null> = [
    allowanceLine("projects", limits.projects),
    allowanceLine("dashboards", limits.dashboards),
    allowanceLine("devices", limits.devices),
    allowanceLine("users", limits.users),
    allowanceLine("integrations", limits.integrations),
    consultingHours === undefined
      ? null
      : consultingHours === "custom"
        ? { key: "limits.consulting.custom" }
        : { key: "limits.consulting.hours", values: { hours: consultingHours } },
    support.channel === "forum"
      ? { key: "limits.support.forum" }
      : {
          key: support.monthly ? "limits.support.monthly" : "limits.support.hours",
          values: { hours: support.hours ?? 0 },
        },
    ...plan.extras.map((extra): Line => ({ key: `extras.${extra}` })),
  ];
  return lines.filter((line): line is Line => line !== null);
}

/** Who may choose the plan, as a sentence; money is formatted by the caller. */
export function eligibilityLine(plan: Plan, money: (amount: number) => string): Line | null {
  const rules = plan.eligibility;
  if (!rules) return null;
  if (rules.maxCompanyAgeYears !== undefined && rules.maxAnnualRevenue !== undefined) {
    return {
      key: "eligibility.ageAndRevenue",
      values: { years: rules.maxCompanyAgeYears, revenue: money(rules.maxAnnualRevenue) },
    };
  }
  if (rules.maxStaffExclusive !== undefined)
    return { key: "eligibility.staff", values: { staff: rules.maxStaffExclusive } };
  return null;
}

/** Rounds an amount of reais to whole centavos, as a price is shown. */
const toCents = (amount: number) => Math.round(amount * 100) / 100;

/**
 * What the plan costs a month when billed monthly: its annual-billing price before the saving it advertises
 * (Startup's "save 40%"), so the saving is shown beside the price it discounts. Null without a saving.
 */
export function monthlyBillingPrice(plan: Plan): number | null {
  const { price } = plan;
  if (price.kind !== "fixed" || price.billing !== "annual" || !price.savingPercent) return null;
  return toCents(price.monthly / (1 - price.savingPercent / 100));
}

/** What an annually billed plan charges at once: twelve months of its monthly price. Null otherwise. */
export function annualCharge(plan: Plan): number | null {
  const { price } = plan;
  if (price.kind !== "fixed" || price.billing !== "annual") return null;
  return toCents(price.monthly * 12);
}

/** A comparison table cell: a translated value, or a bare number; `check` marks an included or missing extra. */
export type Cell = Line & { check?: boolean };

export const COMPARE_ROWS = [
  "projects",
  "dashboards",
  "devices",
  "users",
  "integrations",
  "consulting",
  "support",
  "dedicatedHosting",
  "whiteLabel",
  "versionControl",
  "extendedRetention",
  "customLlms",
] as const;
export type CompareRow = (typeof COMPARE_ROWS)[number];

function allowanceCell(allowance: Allowance | undefined): Cell {
  if (allowance === undefined) return { key: "compare.values.notIncluded", check: false };
  if (typeof allowance === "number") return { key: "", values: { count: allowance } };
  return { key: `compare.values.${allowance}` };
}

/** The value of one comparison row for one plan. */
export function compareCell(plan: Plan, row: CompareRow): Cell {
  switch (row) {
    case "projects":
    case "dashboards":
    case "devices":
    case "users":
    case "integrations":
      return allowanceCell(plan.limits[row]);
    case "consulting":
      if (plan.consultingHours === undefined) return { key: "compare.values.notIncluded", check: false };
      if (plan.consultingHours === "custom") return { key: "compare.values.custom" };
      return { key: "compare.values.hours", values: { hours: plan.consultingHours } };
    case "support":
      if (plan.support.channel === "forum") return { key: "compare.values.forum" };
      return {
        key: plan.support.monthly ? "compare.values.hoursMonthly" : "compare.values.hours",
        values: { hours: plan.support.hours ?? 0 },
      };
    default: {
      const included = plan.extras.includes(row satisfies PlanExtra);
      return { key: included ? "compare.values.included" : "compare.values.notIncluded", check: included };
    }
  }
}
