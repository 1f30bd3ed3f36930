import { describe, expect, it } from "vitest";
import { pickActiveSection } from "./active-section";

describe("pickActiveSection", () => {
  it("is the first section before any reaches the reading line", () => {
    expect(pickActiveSection([300, 900, 1500], false)).toBe(0);
  });
  it("is the last section whose top passed the reading line", () => {
    expect(pickActiveSection([-800, -200, 120, 700], false)).toBe(2);
    expect(pickActiveSection([-800, -200, 141, 700], false)).toBe(1);
  });
  it("is the last section at the bottom of the page, even when it is short", () => {
    expect(pickActiveSection([-1600, -900, 400, 600], true)).toBe(3);
  });
  it("is nothing without sections", () => {
    expect(pickActiveSection([], true)).toBe(-1);
  });
});
