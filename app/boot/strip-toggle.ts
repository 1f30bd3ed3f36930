import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** The home's feature strip (feature-strip.tsx): `data-paused` on it stops the cards, and the button shows its other label. */
const STRIP = "data-strip";
const TOGGLE = "data-strip-toggle";

/**
 * Pauses the strip of a pause/play button, or sets it going again. The state lives in the DOM, so the inline
 * script (before hydration) and React's handler (after it, or after a client-side navigation) are this one function.
 */
export function toggleStrip(button: Element): void {
  button.closest(`[${STRIP}]`)?.toggleAttribute("data-paused");
}

/**
 * Inline right after the strip: until React has hydrated, its pause/play button is answered here, in the same task
 * and with no script requested (decisions 030 and 054).
 */
export default function answerStripToggle(): void {
  document.currentScript?.previousElementSibling?.addEventListener("click", (event) => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) || !(event.target instanceof Element)) return;
    const button = event.target.closest(`[${TOGGLE}]`);
    if (!button) return;
    // A React still hydrating listens at the document: it must not toggle the strip back.
    event.stopPropagation();
    toggleStrip(button);
  });
}
