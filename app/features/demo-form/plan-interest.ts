/**
 * A plan's call to action opens /demo-form?plan=<id>; the demo form reads the parameter and
 * preselects the interest that fits the plan. Unknown or missing values preselect nothing.
 */
import type { PlanId } from "~/data/plans";
import { INTERESSE_OPTIONS } from "~/lib/form-options";

export type Interesse = (typeof INTERESSE_OPTIONS)[number];

export const PLAN_INTEREST: Record<PlanId, Interesse> = {
  /** A first board or a few devices. */
  starter: "dispositivosInteligentes",
  /** Young firms building an MVP or a proof of concept. */
  startup: "prototiposAioT",
  /** Companies running devices, dashboards and AI agents together. */
  professional: "ecossistemaAioT",
  /** Custom LLMs, integrations and consulting hours. */
  enterprise: "promptIntegracaoDados",
};

const isPlanId = (value: string): value is PlanId => Object.hasOwn(PLAN_INTEREST, value);

/** The interest to preselect for the `plan` query parameter of /demo-form, if it names a plan. */
export function interestForPlan(plan: string | null | undefined): Interesse | undefined {
  const id = plan?.trim().toLowerCase() ?? "";
  return isPlanId(id) ? PLAN_INTEREST[id] : undefined;
}
