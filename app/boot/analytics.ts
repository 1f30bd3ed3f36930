import { readStored, STORAGE_KEYS } from "~/lib/storage";
import { declareConsentDefault, updateConsent } from "./consent-mode";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
    /** The path of the last page view sent, so that hydration does not count the boot's page view again. */
    niotPageView?: string;
  }
}

/** Set on <html> by the root layout when the site has a Google Analytics measurement id. */
export const ANALYTICS_ID_ATTRIBUTE = "data-analytics-id";

/**
 * A visitor who accepted cookies before gets gtag and the page view from the boot, without React (issue 37,
 * item 2): hydration then waits for the same triggers as for a first visit. The hydrated shell
 * (app/shell/analytics/use-analytics.ts) takes over for later choices and route changes.
 */
export function startAnalyticsIfConsented(root: HTMLElement = document.documentElement): void {
  const measurementId = root.getAttribute(ANALYTICS_ID_ATTRIBUTE);
  if (!measurementId || readStored(STORAGE_KEYS.cookiesAccepted) !== "true") return;
  loadAnalytics(measurementId);
  reportPageView(location.pathname + location.search);
}

/** Consent mode v2 (denied by default, then granted), then gtag.js with the page's nonce ('strict-dynamic'). */
export function loadAnalytics(measurementId: string): void {
  if (window.gtag) return;
  window.dataLayer = window.dataLayer ?? [];
  window.gtag = function gtag() {
    // gtag.js reads the arguments object itself, so it must be pushed as is.
    // eslint-disable-next-line prefer-rest-params
    window.dataLayer!.push(arguments);
  };
  declareConsentDefault(window.gtag);
  updateConsent(window.gtag, true);
  window.gtag("js", new Date());
  window.gtag("config", measurementId, { send_page_view: false });
  const script = document.createElement("script");
  script.async = true;
  script.src = `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(measurementId)}`;
  script.nonce = document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce ?? "";
  document.head.appendChild(script);
}

/** One page view per path reached (spec §4); the same path again in a row is the same view. */
export function reportPageView(path: string): void {
  if (!window.gtag || window.niotPageView === path) return;
  window.niotPageView = path;
  window.gtag("event", "page_view", { page_path: path, page_location: window.location.href });
}
