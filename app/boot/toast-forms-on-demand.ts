import { HYDRATED_ATTRIBUTE } from "./boot-data";

/** A form the boot sends in place before hydration (toast-forms.ts, whose `JSON_POST` this is). */
const TOAST_FORM = "form[data-json-post]";

/**
 * The in-page forms' program (toast-forms.ts) is not part of every page's first load: it is imported when the
 * visitor first reaches such a form (a pointer down or a focus in it). A submit that comes before it has arrived is
 * held and made again once it has; if it cannot load, the form posts natively, as without JavaScript.
 */
export function loadToastFormsOnFirstUse(url: string, load: (url: string) => Promise<unknown>): void {
  let loading: Promise<boolean> | null = null;
  let loaded = false;
  const start = () =>
    (loading ??= load(url).then(
      () => (loaded = true),
      () => false,
    ));
  const reach = (event: Event) => {
    if (event.target instanceof Element && event.target.closest(TOAST_FORM)) void start();
  };
  addEventListener("pointerdown", reach, true);
  addEventListener("focusin", reach, true);
  document.addEventListener("submit", (event) => {
    const form = event.target;
    if (loaded || !(form instanceof HTMLFormElement) || !form.matches(TOAST_FORM)) return;
    if (document.documentElement.hasAttribute(HYDRATED_ATTRIBUTE)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    const submitter = event.submitter;
    void start().then((ready) => (ready ? form.requestSubmit(submitter ?? undefined) : form.submit()));
  });
}
