import { useEffect } from "react";
import { useLocation } from "react-router";
import { loadAnalytics, reportPageView } from "~/boot/analytics";
import { updateConsent } from "~/boot/consent-mode";
import type { Consent } from "~/shell/consent/consent-store";

/**
 * gtag loads only after consent (LGPD), in consent mode v2 (denied by default); then every route change
 * reports a page view (spec §4). Withdrawing consent denies storage, deletes the _ga cookies and stops hits.
 * With consent stored, the boot has already loaded gtag and sent the first page view (app/boot/analytics.ts):
 * until the store has read the stored choice ("unknown", the first render after hydration) nothing changes.
 */
export function useAnalytics(measurementId: string, consent: Consent): void {
  const location = useLocation();
  const consented = consent === "accepted";
  useEffect(() => {
    if (consent === "unknown" || !window.gtag) return;
    updateConsent(window.gtag, consented);
    // Accepted again later in the visit: the page in view counts again.
    if (!consented) delete window.niotPageView;
  }, [consent, consented]);

  useEffect(() => {
    if (measurementId && consented) loadAnalytics(measurementId);
  }, [measurementId, consented]);

  // Once gtag is there, whoever loaded it (this hook or the boot).
  useEffect(() => {
    if (consented) reportPageView(location.pathname + location.search);
  }, [consented, location.pathname, location.search]);
}
