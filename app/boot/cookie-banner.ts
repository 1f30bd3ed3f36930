import { COOKIE_BANNER_DELAY_MS, COOKIE_BANNER_OPEN_ATTRIBUTE, COOKIES_REJECTED_ATTRIBUTE } from "~/lib/cookie-banner";
import { readStored, STORAGE_KEYS, writeStored } from "~/lib/storage";
import { startAnalyticsIfConsented } from "./analytics";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

const BANNER = "[data-cookie-banner]";

/**
 * On a page that loads its scripts on demand the cookie banner is in the HTML, hidden: this shows it after the same
 * delay as React would, unless consent is stored, and answers its two buttons until React has hydrated, as React's
 * consent store does (consent-store.ts): accepting stores the consent and starts analytics (analytics.ts);
 * rejecting stores nothing and marks the visit (`data-cookies-rejected`), so a page hydrated later does not ask
 * again. Neither starts hydration.
 */
export function cookieBannerBeforeHydration(): void {
  const root = document.documentElement;
  const hydrated = () => root.hasAttribute(HYDRATED_ATTRIBUTE);
  if (readStored(STORAGE_KEYS.cookiesAccepted) === "true") return;
  setTimeout(() => {
    const banner = document.querySelector<HTMLElement>(BANNER);
    if (!banner || hydrated() || root.hasAttribute(COOKIES_REJECTED_ATTRIBUTE)) return;
    banner.hidden = false;
    root.setAttribute(COOKIE_BANNER_OPEN_ATTRIBUTE, "");
  }, COOKIE_BANNER_DELAY_MS);
  document.addEventListener(
    "click",
    (event) => {
      if (hydrated() || !(event.target instanceof Element)) return;
      const answer = event.target.closest("[data-cookie-answer]")?.getAttribute("data-cookie-answer");
      if (!answer) return;
      event.stopImmediatePropagation();
      const accepted = answer === "accept";
      writeStored(STORAGE_KEYS.cookiesAccepted, accepted ? "true" : null);
      root.toggleAttribute(COOKIES_REJECTED_ATTRIBUTE, !accepted);
      root.removeAttribute(COOKIE_BANNER_OPEN_ATTRIBUTE);
      const banner = document.querySelector<HTMLElement>(BANNER);
      if (banner) banner.hidden = true;
      if (accepted) startAnalyticsIfConsented();
    },
    true,
  );
}
