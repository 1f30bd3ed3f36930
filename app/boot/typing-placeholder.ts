import { typeHomePlaceholder } from "./placeholder-cycle";

/**
 * Inline after the home's prompt field (prompt-hero.tsx), as `<script data-field="<its id>">`: the placeholder
 * types while the page is still its HTML (decision 011).
 */
export default function startTypingPlaceholder(): void {
  const id = document.currentScript?.dataset.field;
  const field = id ? document.getElementById(id) : null;
  if (field instanceof HTMLTextAreaElement) typeHomePlaceholder(field);
}
