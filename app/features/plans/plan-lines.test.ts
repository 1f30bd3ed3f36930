import { describe, expect, it } from "vitest";
import { EVERY_PLAN_FEATURES, PLANS, featuresMissingFromSomePlan, planById, planCtaHref } from "~/data/plans";
import { annualCharge, compareCell, eligibilityLine, monthlyBillingPrice, planLines } from "./plan-lines";

const money = (amount: number) => `R$ ${amount}`;

describe("plans data", () => {
  it("holds the spec's four plans in order, Startup featured", () => {
    expect(PLANS.map((plan) => plan.id)).toEqual(["starter", "startup", "professional", "enterprise"]);
    expect(PLANS.filter((plan) => plan.featured).map((plan) => plan.id)).toEqual(["startup"]);
  });

  it("sends Starter to the application's register page and the others to the demo form", () => {
    expect(planCtaHref(planById("starter"))).toBe("register");
    expect(planCtaHref(planById("startup"))).toBe("/demo-form?plan=startup");
    expect(planCtaHref(planById("professional"))).toBe("/demo-form?plan=professional");
    expect(planCtaHref(planById("enterprise"))).toBe("/demo-form?plan=enterprise");
  });
});

describe("planLines", () => {
  it("lists Starter's limits and forum support", () => {
    expect(planLines(planById("starter"))).toEqual([
      { key: "limits.projects.count", values: { count: 1 } },
      { key: "limits.dashboards.count", values: { count: 3 } },
      { key: "limits.devices.count", values: { count: 3 } },
      { key: "limits.users.count", values: { count: 1 } },
      { key: "limits.support.forum" },
    ]);
  });

  it("lists Startup's limits, consulting and support hours", () => {
    expect(planLines(planById("startup"))).toEqual([
      { key: "limits.projects.count", values: { count: 15 } },
      { key: "limits.dashboards.unlimited" },
      { key: "limits.devices.count", values: { count: 100 } },
      { key: "limits.users.count", values: { count: 30 } },
      { key: "limits.integrations.unlimited" },
      { key: "limits.consulting.hours", values: { hours: 1 } },
      { key: "limits.support.hours", values: { hours: 5 } },
    ]);
  });

  it("ends Enterprise with its monthly support and the five extras", () => {
    const keys = planLines(planById("enterprise")).map((line) => line.key);
    expect(keys.slice(-6)).toEqual([
      "limits.support.monthly",
      "extras.dedicatedHosting",
      "extras.whiteLabel",
      "extras.versionControl",
      "extras.extendedRetention",
      "extras.customLlms",
    ]);
  });
});

describe("eligibilityLine", () => {
  it("states Startup's age and revenue bounds with formatted money", () => {
    expect(eligibilityLine(planById("startup"), money)).toEqual({
      key: "eligibility.ageAndRevenue",
      values: { years: 5, revenue: "R$ 1000000" },
    });
  });

  it("states Professional's staff bound and nothing for the others", () => {
    expect(eligibilityLine(planById("professional"), money)).toEqual({
      key: "eligibility.staff",
      values: { staff: 100 },
    });
    expect(eligibilityLine(planById("starter"), money)).toBeNull();
    expect(eligibilityLine(planById("enterprise"), money)).toBeNull();
  });
});

describe("compareCell", () => {
  it("gives numbers bare, named allowances translated and extras as checks", () => {
    expect(compareCell(planById("professional"), "devices")).toEqual({ key: "", values: { count: 500 } });
    expect(compareCell(planById("professional"), "dashboards")).toEqual({ key: "compare.values.multiple" });
    expect(compareCell(planById("starter"), "integrations")).toEqual({
      key: "compare.values.notIncluded",
      check: false,
    });
    expect(compareCell(planById("enterprise"), "support")).toEqual({
      key: "compare.values.hoursMonthly",
      values: { hours: 20 },
    });
    expect(compareCell(planById("enterprise"), "whiteLabel")).toEqual({ key: "compare.values.included", check: true });
    expect(compareCell(planById("startup"), "whiteLabel")).toEqual({ key: "compare.values.notIncluded", check: false });
  });
});

describe("'in every plan' agrees with the plans", () => {
  it("lists nothing a plan lacks (Starter has no integrations and a single user)", () => {
    expect(featuresMissingFromSomePlan(EVERY_PLAN_FEATURES)).toEqual([]);
    expect(featuresMissingFromSomePlan(["integrations", "members"])).toEqual(["integrations", "members"]);
  });
});

describe("the discount beside the price it discounts", () => {
  it("derives Startup's monthly-billing price from its annual price and its 40% saving", () => {
    const monthly = monthlyBillingPrice(planById("startup"));
    expect(monthly).toBe(2999.83);
    expect(Math.round((1 - 1799.9 / monthly!) * 100)).toBe(40);
  });

  it("gives no struck price where no saving is advertised", () => {
    expect(monthlyBillingPrice(planById("starter"))).toBeNull();
    expect(monthlyBillingPrice(planById("professional"))).toBeNull();
    expect(monthlyBillingPrice(planById("enterprise"))).toBeNull();
  });

  it("states the yearly charge of the annually billed plans only", () => {
    expect(annualCharge(planById("startup"))).toBe(21598.8);
    expect(annualCharge(planById("professional"))).toBe(41998.8);
    expect(annualCharge(planById("starter"))).toBeNull();
    expect(annualCharge(planById("enterprise"))).toBeNull();
  });
});

describe("the comparison reads left to right as growth", () => {
  // Nothing (or the community forum) ranks lowest, a count or hours by their number, "unlimited" and "custom" highest.
  const rank = (cell: ReturnType<typeof compareCell>) =>
    cell.check === false || cell.key === "compare.values.forum"
      ? 0
      : Number(cell.values?.count ?? cell.values?.hours ?? Infinity);

  // Dashboards are left out: Startup's "unlimited" against Professional's "multiple" is the spec's wording,
  // which the content issue (71) settles.
  it.each(["projects", "devices", "users", "integrations", "consulting", "support"] as const)(
    "%s never shrink from a plan to the next",
    (row) => {
      const ranks = PLANS.map((plan) => rank(compareCell(plan, row)));
      expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    },
  );
});
