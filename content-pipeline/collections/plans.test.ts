/**
 * The plans are content (content/plans/plans.yml): the file the editor writes is what the pages consume, and a
 * plan never offers less than the cheaper plan before it.
 */
import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import { describe, expect, it } from "vitest";
import { checkEntry } from "../entry-check";
import { loadPlans, PLANS_FILE, PlansSchema } from "./plans";

const file = () =>
  parseYaml(fs.readFileSync(path.join("content", PLANS_FILE), "utf8")) as {
    plans: Array<{ limits: Record<string, unknown>; price: Record<string, unknown> }>;
  };

describe("the plans file", () => {
  it("holds the four plans in the shape the pages consume", () => {
    const PLANS = loadPlans(path.resolve("content"));
    expect(PLANS.map((plan) => plan.id)).toEqual(["starter", "startup", "professional", "enterprise"]);
    expect(PLANS[0]!.price).toEqual({ kind: "fixed", monthly: 59, currency: "BRL", billing: "monthly", trialDays: 30 });
    expect(PLANS[3]!.price).toEqual({ kind: "custom" });
  });

  it("never gives a plan a lower limit than the plan before it (Professional's dashboards are unlimited)", () => {
    expect(loadPlans(path.resolve("content"))[2]!.limits.dashboards).toBe("unlimited");
    const lower = file();
    lower.plans[2]!.limits.dashboards = 3;
    const result = PlansSchema.safeParse(lower);
    expect(result.success).toBe(false);
    expect(result.error!.issues[0]).toMatchObject({ path: ["plans", 2, "limits", "dashboards"] });
    expect(checkEntry("plans", { pt: lower }, "pt")).toEqual([
      "Painéis: Um plano não pode ter limite menor que o plano anterior.",
    ]);
  });

  it("takes a limit the editor writes as text, and refuses a word it does not know", () => {
    const edited = file();
    edited.plans[1]!.limits.projects = "15";
    expect(PlansSchema.parse(edited).plans[1]!.limits.projects).toBe(15);
    edited.plans[1]!.limits.projects = "several";
    expect(checkEntry("plans", { pt: edited }, "en")[0]).toMatch(/^Projects: /);
  });

  it("asks a fixed price for its amount", () => {
    const edited = file();
    delete edited.plans[0]!.price.monthly;
    expect(checkEntry("plans", { pt: edited }, "es")).toEqual([
      "Importe mensual (R$): Un precio fijo necesita el monto mensual y la forma de cobro.",
    ]);
  });
});
