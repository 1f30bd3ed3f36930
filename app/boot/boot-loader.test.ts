// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import loadBootAfterPaint from "./boot-loader";
import BOOT_LOADER from "./boot-loader.ts?inline-script";

/** jsdom has no paint timing: the test says when the first contentful paint is reported. */
let reportPaint = () => {};

function loaderScript(program?: string) {
  const script = document.createElement("script");
  if (program) script.setAttribute("data-boot-program", program);
  script.nonce = "n0nce";
  document.body.append(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
}

const requested = () =>
  [...document.querySelectorAll<HTMLScriptElement>("script[src]")].map((s) => [s.getAttribute("src"), s.nonce]);

beforeEach(() => {
  document.body.innerHTML = "";
  globalThis.PerformanceObserver = class {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly notify: PerformanceObserverCallback) {}
    observe() {
      reportPaint = () =>
        this.notify({ getEntriesByName: () => [{}] } as unknown as PerformanceObserverEntryList, this as never);
    }
    disconnect() {}
  } as unknown as typeof PerformanceObserver;
});
afterEach(() => {
  Reflect.deleteProperty(document, "currentScript");
});

const settle = () => new Promise((done) => setTimeout(done, 0));

describe("the boot loader", () => {
  it("requests the deferred boot's file, with the page's nonce, only once the page has painted", async () => {
    loaderScript("/assets/deferred-boot-abc.js");
    loadBootAfterPaint();
    await settle();
    expect(requested()).toEqual([]);
    reportPaint();
    await settle();
    expect(requested()).toEqual([["/assets/deferred-boot-abc.js", "n0nce"]]);
  });

  it("requests it at the visitor's first input before the paint, and once only", async () => {
    loaderScript("/assets/deferred-boot-abc.js");
    loadBootAfterPaint();
    document.body.dispatchEvent(new KeyboardEvent("keydown", { key: "k", ctrlKey: true, bubbles: true }));
    expect(requested()).toHaveLength(1);
    document.body.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    reportPaint();
    await settle();
    expect(requested()).toHaveLength(1);
  });

  it("does nothing on a script without the program's address", async () => {
    loaderScript();
    loadBootAfterPaint();
    reportPaint();
    await settle();
    expect(requested()).toEqual([]);
  });

  it("is built into one small program without module syntax that does the same", async () => {
    expect(BOOT_LOADER).not.toMatch(/\bimport\b|\bexport\b/);
    expect(BOOT_LOADER.length).toBeLessThan(1000);
    loaderScript("/assets/deferred-boot-abc.js");
    new Function(BOOT_LOADER)();
    reportPaint();
    await settle();
    expect(requested()).toEqual([["/assets/deferred-boot-abc.js", "n0nce"]]);
  });
});
