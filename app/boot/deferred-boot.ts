import { BOOT_DATA_ID, INERT_SCRIPT_TYPE, type BootData, type Preload } from "./boot-data";
import { hydrateOnDemand } from "./on-demand";
import { startAnalyticsIfConsented } from "./analytics";
import { showNativeSubmits } from "./native-submit";
import { prefetchWhenIdle } from "./prefetch";
import PREFETCH_WORKER_URL from "./prefetch-worker.ts?script-url";
import { inSlices } from "./in-slices";
import { afterNextFrame, idleAfterLoad, painted } from "./painted";
import { answerSearch } from "./search-open";
import { loadToastFormsOnFirstUse } from "./toast-forms-on-demand";
import TOAST_FORMS_URL from "./toast-forms.ts?script-url";

/** How the boot imports a module: the browser's import(), or a recorder in tests. */
export type ImportModule = (url: string) => Promise<unknown>;

const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

/**
 * The built site's boot, in place of React Router's (decision 003), a file of its own that every page loads
 * (`?script-url`, decision 040): nothing else is requested before the
 * first paint; then the page's modules and translation files are preloaded in slices, evaluated one per task,
 * and the client entry hydrates. On a page that loads its scripts on demand (decision 011) all of this waits
 * until a control needs React (on-demand.ts), and is only fetched, by a worker once the page is idle (prefetch.ts).
 * Analytics, with consent stored, loads once the page has loaded and is idle, on every page, without React
 * (analytics.ts).
 */
export default function deferredBoot(): void {
  const element = document.getElementById(BOOT_DATA_ID);
  if (!element?.textContent) return;
  void idleAfterLoad().then(() => startAnalyticsIfConsented());
  startBoot(JSON.parse(element.textContent) as BootData);
}

export function startBoot(data: BootData, load: ImportModule = importModule): void {
  loadToastFormsOnFirstUse(TOAST_FORMS_URL, load);
  showNativeSubmits();
  answerSearch();
  const hydrateAfterPaint = () =>
    void painted().then(() =>
      setTimeout(() => preloadInSlices([...data.preloads], () => void evaluateInTurn(data, load)), 0),
    );
  if (data.onDemand) {
    // What the visitor did that needs React (a focus, a dialog opened by the boot) is painted first; then it starts.
    hydrateOnDemand(() => afterNextFrame(hydrateAfterPaint));
    prefetchWhenIdle(data.preloads, PREFETCH_WORKER_URL, painted());
  } else hydrateAfterPaint();
}

/** React Router's preloads, in slices (in-slices.ts), one task after another. */
export function preloadInSlices(queue: Preload[], then: () => void): void {
  inSlices(queue, preload, (run) => setTimeout(run, 0), then);
}

function preload([href, rel, as]: Preload): void {
  const link = document.createElement("link");
  link.rel = rel;
  link.href = href;
  if (as) {
    link.setAttribute("as", as);
    link.crossOrigin = "anonymous";
  }
  document.head.append(link);
}

/**
 * React Router lists a module's imports before the routes that use them: evaluated in that order, one per task,
 * no task evaluates the whole graph (react-dom, the router and our code) at once. Then its own boot: the static
 * imports, the route modules' global, the entry.
 */
export async function evaluateInTurn(data: BootData, load: ImportModule): Promise<void> {
  for (const url of data.evaluate) {
    if (url === data.entry) continue;
    await load(url);
    await new Promise((next) => setTimeout(next, 0));
  }
  if (data.onDemand) runHydrationData();
  const modules = await Promise.all(data.imports.map((url) => load(url)));
  const byUrl = new Map(data.imports.map((url, index) => [url, modules[index]]));
  (window as unknown as { __reactRouterRouteModules: Record<string, unknown> }).__reactRouterRouteModules =
    Object.fromEntries(
      Object.entries(data.routeModules).map(([id, urls]) => [
        id,
        // A route split in chunks is their exports merged, as React Router's own boot does.
        urls.length === 1 ? byUrl.get(urls[0]!) : Object.assign({}, ...urls.map((url) => byUrl.get(url))),
      ]),
    );
  await load(data.entry);
}

/** Runs the inert hydration data scripts in document order, each as a new script with the page's nonce (CSP). */
export function runHydrationData(): void {
  for (const inert of document.querySelectorAll<HTMLScriptElement>(`script[type="${INERT_SCRIPT_TYPE}"]`)) {
    const script = document.createElement("script");
    script.nonce = inert.nonce;
    script.textContent = inert.textContent;
    inert.replaceWith(script);
  }
}
