/**
 * What the server tells the deferred boot about a page, as JSON in `<script id="boot-data">`: React Router's
 * boot read by react-router-boot.server.ts (the one module that knows its shape), in a form the typed boot
 * program (deferred-boot.ts) can run without any program text of the server's.
 */
export interface BootData {
  /** Requested once the page has painted, in slices: `[href, "modulepreload"]` or `[href, "preload", "fetch"]`. */
  preloads: Preload[];
  /** Modules evaluated one per task before the imports below, in React Router's order (its modulepreloads). */
  evaluate: string[];
  /** React Router's static imports, in order: the route manifest's module, then the routes' modules. */
  imports: string[];
  /** Route id → the URLs (of `imports`) whose exports make its module: `window.__reactRouterRouteModules`. */
  routeModules: Record<string, string[]>;
  /** The client entry (app/entry.client.tsx), imported last: it hydrates. */
  entry: string;
  /** The route loads its scripts on demand (decision 011): nothing is requested until a control needs React. */
  onDemand: boolean;
}

export type Preload = [href: string, rel: "modulepreload"] | [href: string, rel: "preload", as: "fetch"];

export const BOOT_DATA_ID = "boot-data";

/** On the boot loader's inline script (boot-loader.ts): the address of the deferred boot's file. */
export const BOOT_PROGRAM_ATTRIBUTE = "data-boot-program";

/**
 * React Router's hydration data scripts on a page that loads its scripts on demand carry this type, which the
 * browser does not run: the boot runs them just before hydrating (a page that never hydrates never runs them).
 */
export const INERT_SCRIPT_TYPE = "text/x-hydration-data";

/** Set on <html> by the site shell's first effect (app/shell/site-shell.tsx): the page is hydrated. */
export const HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * Script-only buttons that an inline program answers before hydration (theme-toggle.ts, review-toggles.ts,
 * strip-toggle.ts, search-open.ts, cookie-banner.ts, product-video.ts, prompt-send.ts): a click on one does not start
 * the on-demand boot (on-demand.ts).
 */
export const ANSWERED_BEFORE_HYDRATION =
  "[data-theme-toggle],[data-review-toggle],[data-strip-toggle],[data-search-open],[data-cookie-answer],[data-video-toggle],[data-fills]";
