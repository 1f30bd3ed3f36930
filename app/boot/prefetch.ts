import type { Preload } from "./boot-data";
import { inSlices } from "./in-slices";

/** Connections on which fetching code that may never run costs the visitor more than a slower first tap. */
const SLOW_CONNECTIONS = new Set(["slow-2g", "2g"]);

interface NetworkInformation {
  saveData?: boolean;
  effectiveType?: string;
}

/**
 * On a page that loads its scripts on demand (decision 011), the first tap on a control that needs React used to
 * wait for the download of the page's modules and translation files (about 130 KiB on a phone's link, most of a
 * second). Once the page has loaded and the browser is idle, they are fetched into the HTTP cache as `prefetch`
 * links: the network's lowest priority, and nothing parsed or run, so the load and the main thread pay nothing.
 * The first tap then only evaluates and hydrates. Not when the visitor asked to save data or the link is 2G.
 */
export function prefetchWhenIdle(preloads: readonly Preload[], after: Promise<unknown>): void {
  const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
  if (connection?.saveData || SLOW_CONNECTIONS.has(connection?.effectiveType ?? "")) return;
  const queue = preloads.map(([href]) => href);
  // In slices of idle time (in-slices.ts): one idle callback adding them all was a 38–58 ms task at 7× CPU.
  void Promise.all([after, loaded()]).then(() => whenIdle(() => inSlices(queue, prefetch, whenIdle)));
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

function prefetch(href: string): void {
  const link = document.createElement("link");
  link.rel = "prefetch";
  link.href = href;
  document.head.append(link);
}
