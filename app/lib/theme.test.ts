import { describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "./storage";
import { resolveTheme, THEME_BOOT_SCRIPT } from "./theme";

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

describe("THEME_BOOT_SCRIPT", () => {
  for (const stored of [null, "true", "false"]) {
    for (const systemDark of [true, false]) {
      it(`agrees with resolveTheme for stored=${stored} system dark=${systemDark}`, () => {
        const attributes: Record<string, string> = {};
        const fakeWindow = {
          matchMedia: () => ({ matches: systemDark }),
        };
        // eslint-disable-next-line @typescript-eslint/no-implied-eval -- runs the inline boot script as the page does
        const run = new Function("document", "localStorage", "window", "matchMedia", THEME_BOOT_SCRIPT);
        run(
          { documentElement: { setAttribute: (k: string, v: string) => (attributes[k] = v) } },
          { getItem: (key: string) => (key === STORAGE_KEYS.darkTheme ? stored : "garbage") },
          fakeWindow,
          fakeWindow.matchMedia,
        );
        expect(attributes["data-theme"]).toBe(resolveTheme(stored, systemDark));
      });
    }
  }
});
