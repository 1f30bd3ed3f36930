// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import TYPING_SCRIPT from "./typing-placeholder.ts?inline-script";

/** The home's inline script as the page runs it: a built program in a <script data-field> after the field. */
describe("the typing placeholder's inline script", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    document.body.innerHTML = `<textarea id="home-prompt" placeholder="ab" data-placeholders='["ab","xy"]'></textarea>`;
  });
  afterEach(() => vi.useRealTimers());

  const field = () => document.getElementById("home-prompt") as HTMLTextAreaElement;
  /** jsdom runs no inline script: the program runs with the element as document.currentScript. */
  const run = (fieldId = "home-prompt") => {
    const script = document.createElement("script");
    script.dataset.field = fieldId;
    document.body.append(script);
    Object.defineProperty(document, "currentScript", { value: script, configurable: true });
    new Function(TYPING_SCRIPT)();
    Object.defineProperty(document, "currentScript", { value: null, configurable: true });
  };

  it("carries everything it calls: it types the placeholder once the page is idle", () => {
    run();
    expect(field().placeholder).toBe("ab");
    vi.advanceTimersByTime(200 + 2300 + 699);
    expect(field().placeholder).toBe("ab");
    vi.advanceTimersByTime(1);
    expect(field().placeholder).toBe("a");
    vi.advanceTimersByTime(40 + 250);
    expect(field().placeholder).toBe("x");
    vi.advanceTimersByTime(60);
    expect(field().placeholder).toBe("xy");
  });

  it("holds a whole example while the field has focus or text, and starts once per field", () => {
    run();
    run();
    field().focus();
    vi.advanceTimersByTime(5000);
    expect(field().placeholder).toBe("ab");
    field().blur();
    vi.advanceTimersByTime(700 + 40 + 250 + 60);
    expect(field().placeholder).toBe("xy");
  });

  it("starts over with a new list and ends when the field leaves the page", async () => {
    run();
    vi.advanceTimersByTime(200 + 2300 + 700);
    field().dataset.placeholders = JSON.stringify(["um", "dois"]);
    await Promise.resolve(); // the attribute's observer
    expect(field().placeholder).toBe("um");
    const removed = field();
    removed.remove();
    vi.advanceTimersByTime(10_000);
    expect(removed.placeholder).toBe("um");
    expect(vi.getTimerCount()).toBe(0);
  });

  it("does nothing when its field is not on the page", () => {
    run("elsewhere");
    vi.advanceTimersByTime(10_000);
    expect(field().placeholder).toBe("ab");
    expect(vi.getTimerCount()).toBe(0);
  });
});
