import { describe, expect, it } from "vitest";
import { EVERY_PLAN_FEATURES, PLANS, featuresMissingFromSomePlan, planById, planCtaHref } from "~/data/plans";
import { compareCell, eligibilityLine, planLines } from "./plan-lines";

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
    expect(compareCell(planById("professional"), "dashboards")).toEqual({ key: "compare.values.unlimited" });
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
