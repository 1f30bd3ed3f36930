import { apiUrl, postJson } from "~/lib/api-client";
import { focusFirstInvalid } from "~/lib/form-errors";
import { FORM_API, readFields, submission, type PageForm } from "~/lib/form-post";
import { newsletterPost } from "~/lib/newsletter-post";
import { TOAST_LIFETIME_MS, type ToastIcon, type ToastStatus } from "~/lib/notifications";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** The in-page forms the spec answers with a toast, by the name their form element carries in `data-json-post`. */
const TOAST_FORMS: Record<string, PageForm> = { [newsletterPost.name]: newsletterPost };

/**
 * On such a form (footer-newsletter.tsx): `data-json-post` (the form's name), `data-api` (its API host) and the
 * toasts' texts in the page's language, `data-toast-success`, `data-toast-failure` and `data-toast-invalid`.
 */
export const JSON_POST = "data-json-post";

/**
 * The toast region React renders (toast-region.tsx) carries the classes of a toast and its button, the dismiss
 * label and the icons, hidden; the boot shows its toasts in a copy of it, a child of <body> that hydration skips.
 */
const REGION = "data-toast-region";

/**
 * Until hydration, a submit of an in-page form is sent as JSON to the API with the CSRF header (`postJson`, as
 * the hydrated form does), checked first by the same rules (the form's `check`; these forms have no schema), and answered by the spec's toast; the
 * page stays. Without JavaScript, or before this boot has run, the form posts to its page's action, which answers
 * with the confirmation page. A file of its own, which the deferred boot loads when the visitor first reaches such a
 * form (toast-forms-on-demand.ts); registered on the document before React's own listener, so a React still
 * hydrating does not send the form a second time.
 */
export default function answerToastForms(): void {
  document.addEventListener("submit", (event) => {
    const element = event.target;
    if (!(element instanceof HTMLFormElement) || document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    const form = TOAST_FORMS[element.getAttribute(JSON_POST) ?? ""];
    if (!form) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    if (element.getAttribute("aria-busy") === "true") return;
    clearToasts();
    const fields = readFields(element, event.submitter);
    const errors = form.check?.(fields) ?? {};
    if (Object.keys(errors).length > 0) {
      showToast("error", form.toasts?.invalid?.icon ?? "alert", element.getAttribute("data-toast-invalid") ?? "");
      focusFirstInvalid(element, errors);
      return;
    }
    element.setAttribute("aria-busy", "true");
    const { path } = FORM_API[form.kind];
    void postJson(apiUrl(element.getAttribute("data-api") ?? "", `/api${path}`), submission(form, fields))
      .then(
        () => {
          element.reset();
          showToast("success", "check", element.getAttribute("data-toast-success") ?? "");
        },
        () => showToast("error", "alert", element.getAttribute("data-toast-failure") ?? ""),
      )
      .finally(() => element.removeAttribute("aria-busy"));
  });
}

let ownRegion: HTMLElement | null = null;

/** The boot's copy of the toast region, added to <body> at its first toast. */
function toastRegion(): HTMLElement | null {
  if (ownRegion?.isConnected) return ownRegion;
  const region = document.querySelector(`[${REGION}]`);
  if (!region) return null;
  ownRegion = region.cloneNode(true) as HTMLElement;
  ownRegion.removeAttribute(REGION);
  for (const list of ownRegion.querySelectorAll("ol")) list.replaceChildren();
  document.body.append(ownRegion);
  return ownRegion;
}

function clearToasts(): void {
  for (const list of ownRegion?.querySelectorAll("ol") ?? []) list.replaceChildren();
}

/** A toast as React's region shows one (status, icon, message), removed on click or after 5 s (spec §4). */
export function showToast(status: ToastStatus, icon: ToastIcon, message: string): void {
  const region = toastRegion();
  if (!region) return;
  const item = document.createElement("li");
  item.className = region.getAttribute("data-toast-item") ?? "";
  item.dataset.status = status;
  item.dataset.testid = "toast";
  const button = document.createElement("button");
  button.type = "button";
  button.className = region.getAttribute("data-toast-body") ?? "";
  button.setAttribute("aria-label", `${message}. ${region.getAttribute("data-toast-dismiss") ?? ""}`);
  const iconElement = region.querySelector(`[data-icon="${icon}"]`)?.cloneNode(true);
  const text = document.createElement("span");
  text.textContent = message;
  button.append(...(iconElement ? [iconElement] : []), text);
  item.append(button);
  const remove = () => item.remove();
  button.addEventListener("click", remove);
  setTimeout(remove, TOAST_LIFETIME_MS);
  region.querySelector(status === "error" ? "[role=alert] ol" : "[role=status] ol")?.append(item);
}
