import { PAGE_TRANSLATIONS_ID, type PageTranslations } from "~/i18n/page-translations";
import { HYDRATE_ON_DEMAND } from "./hydrate-on-demand.server";
import {
  BootScriptShapeError,
  inertHydrationData,
  readBootScript,
  replaceBootScript,
  RUN_HYDRATION_DATA,
  type BootScript,
} from "./boot-script.server";

const PAGE_TRANSLATIONS = new RegExp(`<script id="${PAGE_TRANSLATIONS_ID}" type="application/json">([^<]*)</script>`);

/**
 * Starts hydration after the first paint instead of during it. React Router preloads every module
 * of the page at high priority, so on a slow connection the whole of its JavaScript shares the bandwidth
 * with the HTML and the stylesheet and the text appears only when all of it has arrived. Here the
 * module preloads and the boot script's static imports become the same requests made once the
 * browser reports the first contentful paint, together with the page's translation files (which the
 * client then fetches from the cache); the page is already complete HTML, and only its controls wait
 * for hydration.
 * With `onDemand` (a route handle's `scripts: "on-demand"`) nothing is requested until the visitor uses
 * a control that needs React (hydrate-on-demand.server.ts), and the hydration data's scripts wait too: they
 * run just before hydrating.
 * See docs/decisions/003-hydrate-after-first-paint.md and 011-pages-without-the-react-runtime.md.
 */
export function deferHydration(html: string, { onDemand = false } = {}): string {
  let boot: BootScript | null;
  try {
    boot = readBootScript(html);
  } catch (error) {
    if (!(error instanceof BootScriptShapeError)) throw error;
    // The page still works as React Router wrote it, only without the deferral; the build test names the change.
    console.error("[boot-script]", error.message);
    return html;
  }
  if (!boot) return html;
  const page = replaceBootScript(html, boot, deferredBoot(boot, translationFiles(html), onDemand));
  return onDemand ? inertHydrationData(page).html : page;
}

function translationFiles(html: string): string[] {
  const translations = PAGE_TRANSLATIONS.exec(html);
  return translations ? Object.values((JSON.parse(translations[1]!) as PageTranslations).urls) : [];
}

function deferredBoot(
  { modulePreloads, imports, setup, entry }: BootScript,
  bundles: string[],
  onDemand: boolean,
): string {
  const preloads = [
    ...bundles.map((href) => [href, "preload", "fetch"]),
    ...modulePreloads.map((href) => [href, "modulepreload"]),
  ];
  // React Router lists a module's imports before the routes that use them: evaluated in that order, one
  // per task, no task evaluates the whole graph (react-dom, the router and our code) at once.
  const evaluationOrder = modulePreloads.filter((href) => href !== entry);
  return [
    `const start=()=>{${onDemand ? RUN_HYDRATION_DATA : ""}return Promise.all([${imports.map(({ url }) => `import(${JSON.stringify(url)})`).join(",")}]).then(([${imports.map(({ binding }) => binding).join(",")}])=>{`,
    setup,
    `return import(${JSON.stringify(entry)})})};`,
    'const preload=([href,rel,as])=>{const link=document.createElement("link");link.rel=rel;link.href=href;if(as){link.as=as;link.crossOrigin="anonymous"}document.head.append(link)};',
    // Each preload costs the main thread about half a millisecond (more on a slow phone): they go in
    // slices of a few milliseconds so that no task is long enough to block a tap.
    `const queue=${JSON.stringify(preloads)};`,
    "const evaluate=(urls)=>urls.length?import(urls[0]).then(()=>new Promise((next)=>setTimeout(next,0))).then(()=>evaluate(urls.slice(1))):start();",
    `const boot=()=>{const end=performance.now()+4;while(queue.length&&performance.now()<end)preload(queue.shift());queue.length?setTimeout(boot,0):evaluate(${JSON.stringify(evaluationOrder)})};`,
    // "After the first paint" is the first contentful paint as the browser reports it, once the frame is
    // on screen: a rAF and a timeout can end before that, and a script requested before the reported
    // paint counts into Lighthouse's FCP and LCP. The first screen's main image (the one marked
    // fetchpriority=high) is decoded before any script is requested too, for the same reason.
    'const painted=new Promise((done)=>(PerformanceObserver.supportedEntryTypes||[]).includes("paint")?new PerformanceObserver((list,observer)=>{if(list.getEntriesByName("first-contentful-paint").length){observer.disconnect();done()}}).observe({type:"paint",buffered:true}):requestAnimationFrame(()=>setTimeout(done,0)));',
    'const hero=document.querySelector("img[fetchpriority=high]");',
    "const heroReady=hero&&Promise.race([hero.decode(),new Promise((done)=>setTimeout(done,1500))]).catch(()=>{});",
    "const hydrateAfterPaint=()=>Promise.all([painted,heroReady]).then(()=>setTimeout(boot,0));",
    onDemand ? HYDRATE_ON_DEMAND : "hydrateAfterPaint();",
  ].join("\n");
}
