import { describe, expect, it } from "vitest";
import { resolveTheme } from "./theme";

describe("resolveTheme", () => {
  it("lets a stored choice win over the system", () => {
    expect(resolveTheme("true", false)).toBe("dark");
    expect(resolveTheme("false", true)).toBe("light");
  });
  it("follows the system without a stored choice", () => {
    expect(resolveTheme(null, true)).toBe("dark");
    expect(resolveTheme(null, false)).toBe("light");
    expect(resolveTheme("garbage", false)).toBe("light");
  });
});
