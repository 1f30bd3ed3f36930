import { describe, expect, it } from "vitest";
import { isMobileViewport } from "./use-is-mobile";

describe("isMobileViewport", () => {
  it("is true only when the window is taller than wide", () => {
    expect(isMobileViewport(390, 844)).toBe(true);
    expect(isMobileViewport(1440, 900)).toBe(false);
    expect(isMobileViewport(800, 800)).toBe(false);
    expect(isMobileViewport(0, 800)).toBe(false);
  });
});
