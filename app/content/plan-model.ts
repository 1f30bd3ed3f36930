/**
 * The shape of a plan as the pages consume it (spec §9). The plans themselves are content
 * (content/plans/plans.yml, edited in /admin, checked by content-pipeline/collections/plans.ts); this module
 * holds no number, so the content pipeline can check the file against it.
 */

export const PLAN_IDS = ["starter", "startup", "professional", "enterprise"] as const;
export type PlanId = (typeof PLAN_IDS)[number];

/** A count, no cap, or sized per contract. */
export type Allowance = number | "unlimited" | "custom";

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
