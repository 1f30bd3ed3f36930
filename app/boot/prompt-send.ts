import { isSendablePrompt } from "~/lib/prompt-link";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** On the prompt's send button: the id of the field whose text it sends. */
const SENDS = "data-prompt-send";
/** On an example button: the id of the field its `value` fills. */
const FILLS = "data-fills";

/**
 * Inline right after the prompt's send button (prompt-hero.tsx), so the button is disabled from the first paint
 * while the text is empty or only whitespace (spec §5), and follows the typing until React has hydrated, which
 * then keeps it (`isSendablePrompt`, the same rule). Without JavaScript the button stays enabled and the field's
 * `required` refuses an empty send. The examples' buttons fill the field here too, as React's handler does after.
 */
export default function keepPromptSendBeforeHydration(): void {
  for (const button of document.querySelectorAll<HTMLButtonElement>(`button[${SENDS}]`)) {
    const field = document.getElementById(button.getAttribute(SENDS) ?? "");
    if (!(field instanceof HTMLTextAreaElement)) continue;
    const update = () => {
      if (!document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) button.disabled = !isSendablePrompt(field.value);
    };
    update();
    field.addEventListener("input", update);
  }
  document.addEventListener("click", (event) => {
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE) || !(event.target instanceof Element)) return;
    const example = event.target.closest<HTMLButtonElement>(`button[${FILLS}]`);
    const field = document.getElementById(example?.getAttribute(FILLS) ?? "");
    if (!example || !(field instanceof HTMLTextAreaElement)) return;
    field.value = example.value;
    field.dispatchEvent(new Event("input", { bubbles: true }));
    field.focus();
  });
}
