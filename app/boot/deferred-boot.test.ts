// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { BootData } from "./boot-data";
import { evaluateInTurn, preloadInSlices, runHydrationData, startBoot } from "./deferred-boot";
import PREFETCH_WORKER_URL from "./prefetch-worker.ts?script-url";

const DATA: BootData = {
  preloads: [
    ["/i18n/pt/common.json?v=1", "preload", "fetch"],
    ["/assets/entry.js", "modulepreload"],
    ["/assets/react.js", "modulepreload"],
    ["/assets/root.js", "modulepreload"],
  ],
  evaluate: ["/assets/react.js", "/assets/root.js"],
  imports: ["/assets/manifest.js", "/assets/root.js", "/assets/home-a.js", "/assets/home-b.js"],
  routeModules: { root: ["/assets/root.js"], "routes/home": ["/assets/home-a.js", "/assets/home-b.js"] },
  entry: "/assets/entry.js",
  onDemand: false,
};

/** The workers the boot started: their script's address and what was posted to them (jsdom has no Worker). */
const workers: Array<{ url: string; posted: unknown[] }> = [];
globalThis.Worker = class {
  private readonly record: { url: string; posted: unknown[] };
  constructor(url: string) {
    this.record = { url, posted: [] };
    workers.push(this.record);
  }
  postMessage(message: unknown) {
    this.record.posted.push(message);
  }
} as unknown as typeof Worker;

/** Records every import; each module is an object naming its URL. The entry's import resolves `entryLoaded`. */
function recorder() {
  const loaded: string[] = [];
  let entryLoaded = () => {};
  const done = new Promise<void>((resolve) => (entryLoaded = resolve));
  const load = (url: string) => {
    loaded.push(url);
    if (url === DATA.entry) entryLoaded();
    return Promise.resolve({ [url]: true });
  };
  return { loaded, load, done };
}

const routeModules = () =>
  (window as unknown as { __reactRouterRouteModules: Record<string, object> }).__reactRouterRouteModules;

beforeEach(() => {
  document.head.innerHTML = "";
  document.body.innerHTML = "";
  // jsdom has no paint timing: the boot's observer sees the first contentful paint at once.
  globalThis.PerformanceObserver = class {
    static supportedEntryTypes = ["paint"];
    constructor(private readonly notify: PerformanceObserverCallback) {}
    observe() {
      this.notify({ getEntriesByName: () => [{}] } as unknown as PerformanceObserverEntryList, this as never);
    }
    disconnect() {}
  } as unknown as typeof PerformanceObserver;
});
afterEach(() => {
  delete (window as unknown as Record<string, unknown>).__reactRouterRouteModules;
});

describe("evaluateInTurn", () => {
  it("evaluates React Router's preloads in order, then imports its modules, sets the route modules, imports the entry last", async () => {
    const { loaded, load } = recorder();
    await evaluateInTurn(DATA, load);
    expect(loaded).toEqual([
      "/assets/react.js",
      "/assets/root.js",
      "/assets/manifest.js",
      "/assets/root.js",
      "/assets/home-a.js",
      "/assets/home-b.js",
      "/assets/entry.js",
    ]);
    expect(routeModules()).toEqual({
      root: { "/assets/root.js": true },
      "routes/home": { "/assets/home-a.js": true, "/assets/home-b.js": true },
    });
  });

  it("on demand, runs the inert hydration data before the first of React Router's imports", async () => {
    document.body.innerHTML = '<script type="text/x-hydration-data">0</script>';
    const seen: string[] = [];
    await evaluateInTurn({ ...DATA, evaluate: [], onDemand: true }, (url) => {
      seen.push(`${url}: ${document.querySelector('script[type="text/x-hydration-data"]') ? "inert" : "run"}`);
      return Promise.resolve({});
    });
    expect(seen[0]).toBe("/assets/manifest.js: run");
  });
});

describe("runHydrationData", () => {
  it("runs each inert script as a new one with the same nonce and text, in document order", () => {
    // jsdom runs the scripts in its own global: they leave their mark in the document.
    const ran = () => document.body.dataset.ran;
    document.body.innerHTML =
      '<script type="text/x-hydration-data" nonce="n1">document.body.dataset.ran = "a"</script><p></p>' +
      '<script type="text/x-hydration-data" nonce="n2">document.body.dataset.ran += "b"</script>';
    expect(ran()).toBeUndefined();
    runHydrationData();
    expect(ran()).toBe("ab");
    const scripts = [...document.querySelectorAll("script")];
    expect(scripts.map((script) => [script.type, script.nonce])).toEqual([
      ["", "n1"],
      ["", "n2"],
    ]);
  });
});

describe("preloadInSlices", () => {
  it("adds every preload to the head, a fetch preload as CORS, then goes on", async () => {
    const done = new Promise<void>((resolve) => preloadInSlices([...DATA.preloads], resolve));
    await done;
    const links = [...document.head.querySelectorAll("link")];
    expect(
      links.map((link) => [link.rel, link.getAttribute("href"), link.getAttribute("as"), link.crossOrigin]),
    ).toEqual([
      ["preload", "/i18n/pt/common.json?v=1", "fetch", "anonymous"],
      ["modulepreload", "/assets/entry.js", null, null],
      ["modulepreload", "/assets/react.js", null, null],
      ["modulepreload", "/assets/root.js", null, null],
    ]);
  });
});

describe("startBoot", () => {
  it("after the first paint, preloads then boots: the entry is imported last", async () => {
    const { loaded, load, done } = recorder();
    startBoot(DATA, load);
    expect(loaded).toEqual([]);
    await done;
    expect(document.head.querySelectorAll("link")).toHaveLength(DATA.preloads.length);
    expect(loaded.at(-1)).toBe(DATA.entry);
  });

  it("on demand, runs nothing until a control needs React, and only prefetches the page's files, by a worker, once it is idle", async () => {
    const { loaded, load } = recorder();
    workers.length = 0;
    startBoot({ ...DATA, onDemand: true }, load);
    await new Promise((next) => setTimeout(next, 20));
    expect(loaded).toEqual([]);
    expect(document.head.querySelectorAll("link")).toHaveLength(0);
    expect(workers).toEqual([
      { url: PREFETCH_WORKER_URL, posted: [DATA.preloads.map(([href]) => new URL(href, location.href).href)] },
    ]);
  });
});
