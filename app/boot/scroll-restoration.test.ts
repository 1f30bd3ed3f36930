// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import restoreScroll, { SCROLL_POSITIONS_KEY } from "./scroll-restoration";
import SCROLL_SCRIPT from "./scroll-restoration.ts?inline-script";

beforeEach(() => {
  history.replaceState(null, "");
  window.scrollTo = vi.fn();
});

afterEach(() => {
  sessionStorage.clear();
  vi.restoreAllMocks();
});

describe("restoreScroll", () => {
  it("keys a new entry as React Router does, without reading storage", () => {
    const read = vi.spyOn(Storage.prototype, "getItem");
    restoreScroll();
    expect(history.state).toEqual({ key: expect.stringMatching(/^[0-9a-v]+$/) });
    expect(read).not.toHaveBeenCalled();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("scrolls a keyed entry (a reload, back or forward) to its stored position", () => {
    history.replaceState({ key: "abc", idx: 2 }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ abc: 640, other: 10 }));
    restoreScroll();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 640);
    expect(history.state).toEqual({ key: "abc", idx: 2 });
  });

  it("leaves a keyed entry with no stored position where it is", () => {
    history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ other: 10 }));
    restoreScroll();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("drops positions it cannot read", () => {
    history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, "{not json");
    restoreScroll();
    expect(sessionStorage.getItem(SCROLL_POSITIONS_KEY)).toBeNull();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("stays at the top when storage is refused", () => {
    history.replaceState({ key: "abc" }, "");
    vi.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    vi.spyOn(Storage.prototype, "removeItem").mockImplementation(() => {
      throw new DOMException("denied", "SecurityError");
    });
    expect(() => restoreScroll()).not.toThrow();
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it("is built as a program that runs on its own", () => {
    history.replaceState({ key: "abc" }, "");
    sessionStorage.setItem(SCROLL_POSITIONS_KEY, JSON.stringify({ abc: 99 }));
    new Function(SCROLL_SCRIPT)();
    expect(window.scrollTo).toHaveBeenCalledWith(0, 99);
  });
});
