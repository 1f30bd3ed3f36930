import { useEffect } from "react";
import { useLocation } from "react-router";
import { declareConsentDefault, updateConsent } from "./consent-mode";

declare global {
  interface Window {
    dataLayer?: unknown[];
    gtag?: (...args: unknown[]) => void;
  }
}

/**
 * gtag loads only after consent (LGPD), in consent mode v2 (denied by default); then every route change
 * reports a page view (spec §4). Withdrawing consent denies storage, deletes the _ga cookies and stops hits.
 */
export function useAnalytics(measurementId: string, consented: boolean): void {
  const location = useLocation();
  useEffect(() => {
    if (window.gtag) updateConsent(window.gtag, consented);
  }, [consented]);

  useEffect(() => {
    if (!measurementId || !consented || window.gtag) return;
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
  }, [measurementId, consented]);

  useEffect(() => {
    if (!measurementId || !consented) return;
    window.gtag?.("event", "page_view", {
      page_path: location.pathname + location.search,
      page_location: window.location.href,
    });
  }, [measurementId, consented, location.pathname, location.search]);
}
