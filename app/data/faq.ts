import { planById } from "./plans";

/** The eight questions (spec §9: FAQ 8 items), in the order shown. */
export const FAQ_IDS = [
  "platform",
  "start",
  "cost",
  "aiApps",
  "different",
  "support",
  "features",
  "startupPlan",
] as const;
export type FaqId = (typeof FAQ_IDS)[number];

function monthly(id: "starter" | "startup" | "professional"): number {
  const { price } = planById(id);
  if (price.kind !== "fixed") throw new Error(`${id} has no fixed price`);
  return price.monthly;
}

function hours(value: number | "custom" | undefined): number {
  return typeof value === "number" ? value : 0;
}

/**
 * The numbers each answer interpolates, read from the plans data and the site's claims (both
 * written by the caller in the visitor's language: money and claimValues).
 */
export function faqValues(
  money: (amount: number) => string,
  claims: Record<string, string>,
): Record<FaqId, Record<string, string | number>> {
  const starter = planById("starter");
  const startup = planById("startup");
  const professional = planById("professional");
  const enterprise = planById("enterprise");
  const trialDays = starter.price.kind === "fixed" ? (starter.price.trialDays ?? 0) : 0;
  const saving = startup.price.kind === "fixed" ? (startup.price.savingPercent ?? 0) : 0;
  return {
    platform: {},
    start: { days: trialDays },
    cost: {
      days: trialDays,
      starter: money(monthly("starter")),
      startup: money(monthly("startup")),
      professional: money(monthly("professional")),
    },
    aiApps: {},
    different: { deployment: claims.deployment ?? "", countries: claims.countries ?? "" },
    support: {
      startupSupport: startup.support.hours ?? 0,
      startupConsulting: hours(startup.consultingHours),
      proSupport: professional.support.hours ?? 0,
      proConsulting: hours(professional.consultingHours),
      enterpriseSupport: enterprise.support.hours ?? 0,
    },
    features: {},
    startupPlan: {
      years: startup.eligibility?.maxCompanyAgeYears ?? 0,
      revenue: money(startup.eligibility?.maxAnnualRevenue ?? 0),
      percent: saving,
    },
  };
}
