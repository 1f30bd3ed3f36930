import type { Preload } from "./boot-data";

/** Connections on which fetching code that may never run costs the visitor more than a slower first tap. */
const SLOW_CONNECTIONS = new Set(["slow-2g", "2g"]);

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * On a page that loads its scripts on demand (decision 011), the first tap on a control that needs React used to
 * wait for the download of the page's modules and translation files (about 130 KiB on a phone's link, most of a
 * second). Once the page has loaded and the browser is idle, a worker (prefetch-worker.ts, at `workerUrl`) fetches
 * them into the HTTP cache at low priority: nothing is parsed or run, and no response is handled on the page's
 * main thread. The first tap then only evaluates and hydrates. Not when the visitor asked to save data or the
 * link is 2G.
 */
export function prefetchWhenIdle(preloads: readonly Preload[], workerUrl: string, after: Promise<unknown>): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || SLOW_CONNECTIONS.has(connection?.effectiveType ?? "")) return;
  const urls = preloads.map(([href]) => new URL(href, location.href).href);
  void Promise.all([after, loaded()]).then(() => whenIdle(() => new Worker(workerUrl).postMessage(urls)));
}

function loaded(): Promise<void> {
  return new Promise((done) => {
    if (document.readyState === "complete") done();
    else addEventListener("load", () => done(), { once: true });
  });
}

function whenIdle(run: () => void): void {
  if ("requestIdleCallback" in window) requestIdleCallback(run, { timeout: 2000 });
  else setTimeout(run, 0);
}
