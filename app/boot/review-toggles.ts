import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** A review card (review-card.tsx) holds both texts of its comment; `data-expanded` on the card says which shows. */
const CARD = "data-review";
const TEXT = "data-review-text";
const TOGGLE = "data-review-toggle";

/**
 * Expands the card of a "see more" button and folds the one open before, or folds its own card if open: one
 * card at a time (spec §2). The state lives in the DOM, so the inline script (before hydration) and React's
 * handler (after it, or after a client-side navigation) are this one function.
 */
export function toggleReview(button: Element): void {
  const card = button.closest<HTMLElement>(`[${CARD}]`);
  if (!card) return;
  const expand = !card.hasAttribute("data-expanded");
  const list = card.parentElement ?? card;
  for (const open of list.querySelectorAll<HTMLElement>(`[${CARD}][data-expanded]`)) show(open, false);
  if (expand) show(card, true);
}

function show(card: HTMLElement, expanded: boolean): void {
  card.toggleAttribute("data-expanded", expanded);
  for (const text of card.querySelectorAll<HTMLElement>(`[${TEXT}]`))
    text.hidden = (text.getAttribute(TEXT) === "full") !== expanded;
  card.querySelector(`[${TOGGLE}]`)?.setAttribute("aria-expanded", String(expanded));
}

/**
 * Inline right after the reviews list (reviews-block.tsx): until React has hydrated, its "see more" buttons are
 * answered here, in the same task and with no script requested (decision 030).
 */
export default function answerReviewToggles(): void {
  document.currentScript?.previousElementSibling?.addEventListener("click", (event) => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) || !(event.target instanceof Element)) return;
    const button = event.target.closest(`[${TOGGLE}]`);
    if (!button) return;
    // A React still hydrating listens at the document: it must not toggle the card back.
    event.stopPropagation();
    toggleReview(button);
  });
}
