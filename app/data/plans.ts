/**
 * The plans (spec §9): the one source of their prices, limits and conditions is content/plans/plans.yml,
 * edited in /admin and checked by the content build, which serves it as `virtual:plans`. Pages render the
 * words from translations and take every number from here; never retype a price in copy.
 */
import plans from "virtual:plans";
import type { Plan, PlanId } from "../content/plan-model";

export * from "../content/plan-model";

export const PLANS: readonly Plan[] = plans;

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
