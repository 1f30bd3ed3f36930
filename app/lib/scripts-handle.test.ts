import { describe, expect, it } from "vitest";
import { onDemand } from "./scripts-handle";

describe("onDemand", () => {
  it("is true when a matched route's handle asks for scripts on demand", () => {
    expect(onDemand([undefined, { scripts: "on-demand" }])).toBe(true);
  });

  it("is false for routes without the handle or with another one", () => {
    expect(onDemand([undefined, { darkFooter: true }])).toBe(false);
    expect(onDemand([])).toBe(false);
  });
});
