import { useEffect, useSyncExternalStore } from "react";
import { readStored, STORAGE_KEYS, writeStored } from "~/lib/storage";
import { createSubscribers } from "~/lib/subscribers";
import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_OPEN_ATTRIBUTE, COOKIES_REJECTED_ATTRIBUTE } from "~/lib/cookie-banner";

export type Consent = "unknown" | "accepted" | "rejected";

interface ConsentState {
  consent: Consent;
  bannerOpen: boolean;
}

/**
 * The visit's consent, in a store that components subscribe to. As a React context at the root,
 * the banner opening 1.5 s after load made React walk every component of the page to find the
 * three that read it.
 */
const BEFORE_LOAD: ConsentState = { consent: "unknown", bannerOpen: false };
let state = BEFORE_LOAD;
const subscribers = createSubscribers();

function update(next: Partial<ConsentState>) {
  state = { ...state, ...next };
  subscribers.notify();
}

export function acceptCookies() {
  writeStored(STORAGE_KEYS.cookiesAccepted, "true");
  update({ consent: "accepted", bannerOpen: false });
}

/** Lasts for the visit: nothing is stored, so the banner asks again next time. */
export function rejectCookies() {
  writeStored(STORAGE_KEYS.cookiesAccepted, null);
  update({ consent: "rejected", bannerOpen: false });
}

export function reopenCookieBanner() {
  update({ bannerOpen: true });
}

export function useConsent(): ConsentState {
  return useSyncExternalStore(
    subscribers.subscribe,
    () => state,
    () => BEFORE_LOAD,
  );
}

/** Spec §4: the banner appears 1.5 s after load unless accepted before (or answered earlier in this visit). */
export function useCookieBannerTimer() {
  useEffect(() => {
    if (readStored(STORAGE_KEYS.cookiesAccepted) === "true") {
      update({ consent: "accepted" });
      return;
    }
    if (state.consent !== "unknown") return;
    // Rejected before hydration (app/boot/cookie-banner.ts): the visit is not asked again.
    if (document.documentElement.hasAttribute(COOKIES_REJECTED_ATTRIBUTE)) {
      update({ consent: "rejected" });
      return;
    }
    // A page that loads its scripts on demand may have shown the banner before React ran.
    if (document.documentElement.hasAttribute(COOKIE_BANNER_OPEN_ATTRIBUTE)) {
      update({ bannerOpen: true });
      return;
    }
    const timer = window.setTimeout(() => update({ bannerOpen: true }), COOKIE_BANNER_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);
}
