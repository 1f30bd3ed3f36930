// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "~/lib/storage";
import { answerThemeToggle } from "./theme-toggle";

// Each test adds the listener to a fresh document (document.open() drops the old ones).
beforeEach(() => {
  document.open();
  document.write(
    '<html data-theme="light"><body><button type="button" data-theme-toggle id="toggle"><span id="face">moon</span></button>' +
      '<button type="button" id="other">other</button></body></html>',
  );
  document.close();
  localStorage.clear();
});
afterEach(() => vi.restoreAllMocks());

const root = () => document.documentElement;
const byId = (id: string) => document.getElementById(id)!;

describe("answerThemeToggle", () => {
  it("flips the theme and stores the choice at a click on the toggle (or inside it), in the same task", () => {
    answerThemeToggle();
    byId("face").click();
    expect(root().dataset.theme).toBe("dark");
    expect(localStorage.getItem(STORAGE_KEYS.darkTheme)).toBe("true");
    byId("toggle").click();
    expect(root().dataset.theme).toBe("light");
    expect(localStorage.getItem(STORAGE_KEYS.darkTheme)).toBe("false");
  });

  it("keeps the click from the listeners after it (the on-demand boot, a React still hydrating)", () => {
    answerThemeToggle();
    const later = vi.fn();
    document.addEventListener("click", later, true);
    byId("toggle").click();
    expect(later).not.toHaveBeenCalled();
  });

  it("leaves other buttons alone, and the toggle to React once hydrated", () => {
    answerThemeToggle();
    byId("other").click();
    expect(root().dataset.theme).toBe("light");
    root().setAttribute("data-hydrated", "");
    const react = vi.fn();
    byId("toggle").addEventListener("click", react);
    byId("toggle").click();
    expect(root().dataset.theme).toBe("light");
    expect(react).toHaveBeenCalledTimes(1);
  });

  it("still flips the theme when storage refuses", () => {
    vi.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    answerThemeToggle();
    byId("toggle").click();
    expect(root().dataset.theme).toBe("dark");
  });
});
