import { HYDRATED_ATTRIBUTE } from "./boot-data";

/**
 * Before hydration a form posts natively to its route's action (decision 009), and until the answer arrives the
 * page does not change. Here the form says at once that it is sending (`aria-busy`, which the stylesheet shows on
 * its submit button), and a second submit while the first is under way is dropped. A submit React handled
 * (prevented at the document, which a window listener hears after) is React's to show.
 */
export function showNativeSubmits(): void {
  addEventListener("submit", (event) => {
    const form = event.target;
    if (event.defaultPrevented || !(form instanceof HTMLFormElement) || form.method !== "post") return;
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    if (form.getAttribute("aria-busy") === "true") {
      event.preventDefault();
      return;
    }
    form.setAttribute("aria-busy", "true");
  });
  // Back from the answer page in the history, the form is as the visitor left it, not sending.
  addEventListener("pageshow", (event) => {
    if (!event.persisted) return;
    for (const form of document.querySelectorAll('form[aria-busy="true"]')) form.removeAttribute("aria-busy");
  });
}
