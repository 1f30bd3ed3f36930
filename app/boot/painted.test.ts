// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from "vitest";
import { idleAfterLoad } from "./painted";

const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => {
  Reflect.deleteProperty(document, "readyState");
  vi.unstubAllGlobals();
});

describe("idleAfterLoad", () => {
  it("waits for the load event, then for an idle period", async () => {
    Object.defineProperty(document, "readyState", { value: "loading", configurable: true });
    const idle: Array<() => void> = [];
    vi.stubGlobal("requestIdleCallback", (run: () => void, options: { timeout: number }) => {
      expect(options.timeout).toBe(2000);
      idle.push(run);
    });
    let done = false;
    void idleAfterLoad().then(() => (done = true));
    await settle();
    expect(idle).toHaveLength(0);
    window.dispatchEvent(new Event("load"));
    expect(idle).toHaveLength(1);
    await settle();
    expect(done).toBe(false);
    idle[0]!();
    await settle();
    expect(done).toBe(true);
  });

  it("asks for the idle period at once on a page already loaded, and falls back to a task without requestIdleCallback", async () => {
    vi.stubGlobal("requestIdleCallback", undefined);
    let done = false;
    void idleAfterLoad().then(() => (done = true));
    await settle();
    expect(done).toBe(true);
  });
});
