import { useActionData, useLocation, useRouteLoaderData } from "react-router";
import type { RootData } from "~/components/site-shell/site-shell";
import { CSRF_FIELD, SOURCE_PAGE_FIELD, type FormPostResult } from "~/lib/form-post";

/**
 * The hidden fields of every form that posts to a page's action: the CSRF token and the page it was
 * sent from (`sourcePage` keeps the first page when a refused post is sent again from another).
 */
export function FormPostFields({ sourcePage }: { sourcePage?: string }) {
  const root = useRouteLoaderData<RootData>("root");
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={root?.csrfToken ?? ""} />
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={sourcePage ?? pathname} />
    </>
  );
}

/** The refusal the page's action sent for this form (a post made before or without JavaScript), if any. */
export function usePostResult(form: string): FormPostResult | undefined {
  const result = useActionData<FormPostResult>();
  return result?.form === form ? result : undefined;
}

/** The name of the first field with an error, in the order given: it gets focus when the page renders. */
export function firstInvalid(order: readonly string[], errors: Record<string, string | undefined>): string | undefined {
  return order.find((name) => errors[name]);
}
