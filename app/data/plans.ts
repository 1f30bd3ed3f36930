/**
 * The plans (spec §9): the one source of their prices, limits and conditions. Pages render the
 * words from translations and take every number from here; never retype a price in copy.
 */

export type PlanId = "starter" | "startup" | "professional" | "enterprise";

/** A count, no cap, or sized per contract. Professional's dashboards are "multiple" in the spec. */
export type Allowance = number | "unlimited" | "multiple" | "custom";

export type PlanPrice =
  | {
      kind: "fixed";
      /** Monthly amount in reais. */
      monthly: number;
      currency: "BRL";
      billing: "monthly" | "annual";
      /** Days free before the first charge. */
      trialDays?: number;
      /** Saving of annual billing, in percent. */
      savingPercent?: number;
    }
  | { kind: "custom" };

/** Who may choose a plan; each bound is optional. */
export interface Eligibility {
  maxCompanyAgeYears?: number;
  /** Annual revenue cap, in reais. */
  maxAnnualRevenue?: number;
  /** The firm must have fewer people than this. */
  maxStaffExclusive?: number;
}

export interface Support {
  /** "forum" is community help; hours are with our team. */
  channel: "forum" | "hours";
  hours?: number;
  /** Hours renew every month (Enterprise says so explicitly). */
  monthly?: boolean;
}

/** Enterprise-only capabilities. */
export const PLAN_EXTRAS = [
  "dedicatedHosting",
  "whiteLabel",
  "versionControl",
  "extendedRetention",
  "customLlms",
] as const;
export type PlanExtra = (typeof PLAN_EXTRAS)[number];

export type PlanCta = "register" | "demo" | "sales";

export interface Plan {
  id: PlanId;
  price: PlanPrice;
  limits: {
    projects: Allowance;
    dashboards: Allowance;
    devices: Allowance;
    users: Allowance;
    /** Absent: the spec states no integration allowance for the plan. */
    integrations?: Allowance;
  };
  /** Hours of consulting with our team; absent when the plan has none. */
  consultingHours?: number | "custom";
  support: Support;
  extras: readonly PlanExtra[];
  eligibility?: Eligibility;
  /** Where the plan's button leads: the application's register page, the demo form or sales. */
  cta: PlanCta;
  /** Shown as "most popular". */
  featured?: boolean;
}

export const PLANS: readonly Plan[] = [
  {
    id: "starter",
    price: { kind: "fixed", monthly: 59, currency: "BRL", billing: "monthly", trialDays: 30 },
    limits: { projects: 1, dashboards: 3, devices: 3, users: 1 },
    support: { channel: "forum" },
    extras: [],
    cta: "register",
  },
  {
    id: "startup",
    price: { kind: "fixed", monthly: 1799.9, currency: "BRL", billing: "annual", savingPercent: 40 },
    limits: { projects: 15, dashboards: "unlimited", devices: 100, users: 30, integrations: "unlimited" },
    consultingHours: 1,
    support: { channel: "hours", hours: 5 },
    extras: [],
    eligibility: { maxCompanyAgeYears: 5, maxAnnualRevenue: 1_000_000 },
    cta: "demo",
    featured: true,
  },
  {
    id: "professional",
    price: { kind: "fixed", monthly: 3499.9, currency: "BRL", billing: "annual" },
    limits: { projects: 50, dashboards: "multiple", devices: 500, users: 100, integrations: "unlimited" },
    consultingHours: 4,
    support: { channel: "hours", hours: 10 },
    extras: [],
    eligibility: { maxStaffExclusive: 100 },
    cta: "demo",
  },
  {
    id: "enterprise",
    price: { kind: "custom" },
    limits: {
      projects: "unlimited",
      dashboards: "unlimited",
      devices: "custom",
      users: "unlimited",
      integrations: "unlimited",
    },
    consultingHours: "custom",
    support: { channel: "hours", hours: 20, monthly: true },
    extras: PLAN_EXTRAS,
    cta: "sales",
  },
];

export function planById(id: PlanId): Plan {
  const plan = PLANS.find((candidate) => candidate.id === id);
  if (!plan) throw new Error(`Unknown plan ${id}`);
  return plan;
}

/**
 * Where a plan's button leads on this site (register is the application's page, resolved by the
 * caller). The demo form reads `?plan=` and preselects the matching interest (features/demo-form/plan-interest.ts).
 */
export function planCtaHref(plan: Plan): "register" | `/demo-form?plan=${string}` {
  return plan.cta === "register" ? "register" : `/demo-form?plan=${plan.id}`;
}

/**
 * What "Em todos os planos" lists. Only what every plan has: integrations (absent from Starter) and
 * members with roles (Starter has one user) are per plan and belong to the cards and the table.
 */
export const EVERY_PLAN_FEATURES = ["remoteIo", "dashboards", "nodeAiFlow", "events", "prompt", "files"] as const;

/** The features of a list that some plan lacks, by its limits: none may be listed as in every plan. */
export function featuresMissingFromSomePlan(features: readonly string[], plans: readonly Plan[] = PLANS): string[] {
  return features.filter((feature) =>
    plans.some(
      (plan) =>
        (feature === "integrations" && plan.limits.integrations === undefined) ||
        (feature === "members" && plan.limits.users === 1) ||
        (feature === "dashboards" && plan.limits.dashboards === 0),
    ),
  );
}
