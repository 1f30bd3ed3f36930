// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "~/lib/storage";
import { resolveTheme } from "~/lib/theme";
import applyTheme from "./theme";
import THEME_SCRIPT from "./theme.ts?inline-script";

function systemPrefers(dark: boolean) {
  window.matchMedia = (query: string) => ({ matches: dark && query.includes("dark") }) as MediaQueryList;
}

afterEach(() => {
  localStorage.clear();
  document.documentElement.removeAttribute("data-theme");
  document.documentElement.removeAttribute("data-js");
  vi.restoreAllMocks();
});

describe("applyTheme", () => {
  for (const stored of [null, "true", "false"]) {
    for (const systemDark of [true, false]) {
      it(`sets resolveTheme's answer for stored=${stored}, system dark=${systemDark}`, () => {
        systemPrefers(systemDark);
        if (stored !== null) localStorage.setItem(STORAGE_KEYS.darkTheme, stored);
        applyTheme();
        expect(document.documentElement.dataset.theme).toBe(resolveTheme(stored, systemDark));
        expect(document.documentElement.hasAttribute("data-js")).toBe(true);
      });
    }
  }

  it("follows the system when storage refuses", () => {
    systemPrefers(true);
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    applyTheme();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });
});

describe("the built inline script", () => {
  it("is one minified program that does the same, without module syntax", () => {
    expect(THEME_SCRIPT).not.toMatch(/\bimport\b|\bexport\b/);
    expect(THEME_SCRIPT.length).toBeLessThan(1000);
    systemPrefers(false);
    localStorage.setItem(STORAGE_KEYS.darkTheme, "true");
    new Function(THEME_SCRIPT)();
    expect(document.documentElement.dataset.theme).toBe("dark");
  });

  it("answers the theme toggle before React", () => {
    document.body.innerHTML = '<button type="button" data-theme-toggle>theme</button>';
    localStorage.setItem(STORAGE_KEYS.darkTheme, "false");
    new Function(THEME_SCRIPT)();
    document.querySelector("button")!.click();
    expect(document.documentElement.dataset.theme).toBe("dark");
    expect(localStorage.getItem(STORAGE_KEYS.darkTheme)).toBe("true");
  });
});
