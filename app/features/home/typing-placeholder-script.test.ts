// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { typingPlaceholderScript } from "./placeholder-cycle";

/** The home's inline script, run as the browser runs it: source text only, no module scope. */
describe("typingPlaceholderScript", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    window.matchMedia = (query: string) =>
      ({ matches: false, media: query, addEventListener() {}, removeEventListener() {} }) as unknown as MediaQueryList;
    document.body.innerHTML = `<textarea id="home-prompt" placeholder="ab" data-placeholders='["ab","xy"]'></textarea>`;
  });
  afterEach(() => vi.useRealTimers());

  const field = () => document.getElementById("home-prompt") as HTMLTextAreaElement;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the source text is what the page runs
  const run = () => new Function(typingPlaceholderScript("home-prompt"))() as void;

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
});
