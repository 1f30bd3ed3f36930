import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadPlans } from "../../content-pipeline";
import { PLANS } from "./plans";

describe("PLANS", () => {
  it("is content/plans/plans.yml as the content build checks it: what the plans page, its structured data and the FAQ read", () => {
    expect(PLANS).toEqual(loadPlans(path.resolve("content")));
  });
});
