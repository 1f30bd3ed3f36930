import { describe, expect, it } from "vitest";
import { PLANS, planCtaHref } from "~/data/plans";
import { INTERESSE_OPTIONS } from "~/lib/form-options";
import { interestForPlan } from "./plan-interest";

describe("plan → demo form interest", () => {
  it("every plan whose button opens the demo form preselects a valid interest", () => {
    for (const plan of PLANS) {
      const href = planCtaHref(plan);
      if (href === "register") continue;
      const param = new URL(href, "http://site").searchParams.get("plan");
      expect(param).toBe(plan.id);
      expect(INTERESSE_OPTIONS).toContain(interestForPlan(param));
    }
  });

  it("reads the parameter leniently and ignores what is not a plan", () => {
    expect(interestForPlan(" Startup ")).toBe("prototiposAioT");
    expect(interestForPlan("enterprise")).toBe("promptIntegracaoDados");
    expect(interestForPlan("toString")).toBeUndefined();
    expect(interestForPlan("")).toBeUndefined();
    expect(interestForPlan(null)).toBeUndefined();
  });
});
