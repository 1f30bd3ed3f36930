import { describe, expect, it } from "vitest";
import { isCurrentPath } from "./site-link";

describe("isCurrentPath", () => {
  it("marks the link's own address", () => {
    expect(isCurrentPath("/blog", "/blog")).toBe(true);
    expect(isCurrentPath("/", "/")).toBe(true);
  });

  it("marks addresses below the link unless it ends there", () => {
    expect(isCurrentPath("/about/team", "/about")).toBe(true);
    expect(isCurrentPath("/about/team", "/about", true)).toBe(false);
  });

  it("does not mark a sibling that shares a prefix, nor everything below the home link", () => {
    expect(isCurrentPath("/blog-content", "/blog")).toBe(false);
    expect(isCurrentPath("/price", "/")).toBe(false);
  });
});
