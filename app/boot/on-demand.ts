import { ANSWERED_BEFORE_HYDRATION, HYDRATED_ATTRIBUTE } from "./boot-data";
import { cookieBannerBeforeHydration } from "./cookie-banner";

const SCRIPT_ONLY_BUTTON = `button[type=button]:not([popovertarget]):not(${ANSWERED_BEFORE_HYDRATION})`;
const SCRIPT_ONLY_CONTROL = `${SCRIPT_ONLY_BUTTON},a[data-hydrate-on-click]`;

/**
 * The end of the deferred boot on a page that loads scripts on demand, in place of "hydrate after the first
 * paint" (`hydrateAfterPaint`, which it calls once). Until then the page is its HTML: links, popover menus and
 * form posts work alone. The boot starts when something needs React:
 * - a click on a button that works only with scripts (a demo panel; not those a program of the boot answers,
 *   `ANSWERED_BEFORE_HYDRATION`), or a
 *   plain click on a link marked `data-hydrate-on-click` (a link that scripts turn into an in-page scroll): the
 *   click waits for hydration and is then given again to the same element;
 * - focus in a form (its hydrated path sends without a reload; uncontrolled fields keep what was typed), also a
 *   focus there before this ran;
 * - the first scroll, where the page asks for it (`data-hydrate-on="scroll"`), also a scroll before this ran.
 * Stored consent is no trigger: analytics loads without React (analytics.ts), so a returning visitor pays at load
 * what a first visitor pays. The cookie banner is in the HTML, hidden; this shows it after the same delay as React
 * would, unless consent is stored.
 */
export function hydrateOnDemand(hydrateAfterPaint: () => void): void {
  const root = document.documentElement;
  const isHydrated = () => root.hasAttribute(HYDRATED_ATTRIBUTE);
  const hydrated = new Promise<void>((done) => {
    if (isHydrated()) return done();
    new MutationObserver((_, observer) => {
      if (!isHydrated()) return;
      observer.disconnect();
      done();
    }).observe(root, { attributes: true, attributeFilter: [HYDRATED_ATTRIBUTE] });
  });
  let requested = false;
  const hydrate = () => {
    if (!requested) {
      requested = true;
      hydrateAfterPaint();
    }
    return hydrated;
  };

  // The boot's file arrives after the first paint (boot-loader.ts): the visitor may have scrolled already.
  if (root.dataset.hydrateOn === "scroll") {
    if (scrollY > 0) void hydrate();
    else addEventListener("scroll", () => void hydrate(), { once: true, passive: true });
  }

  document.addEventListener(
    "click",
    (event) => {
      if (isHydrated() || !(event.target instanceof Element)) return;
      const plain = !(event.button || event.ctrlKey || event.metaKey || event.shiftKey || event.altKey);
      const control = event.target.closest<HTMLElement>(plain ? SCRIPT_ONLY_CONTROL : SCRIPT_ONLY_BUTTON);
      if (!control) return;
      event.preventDefault();
      event.stopImmediatePropagation();
      void hydrate().then(() => control.isConnected && control.click());
    },
    true,
  );
  document.addEventListener(
    "focusin",
    (event) => {
      if (event.target instanceof Element && event.target.closest("form")) void hydrate();
    },
    true,
  );
  // …or be typing in a form already.
  if (document.activeElement?.closest("form")) void hydrate();
  cookieBannerBeforeHydration();
}
