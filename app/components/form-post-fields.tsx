import { useActionData, useLocation } from "react-router";
import { useRootData } from "~/root-data";
import { Honeypot } from "./honeypot";
import { CSRF_FIELD, SOURCE_PAGE_FIELD, type FormPostResult } from "~/lib/form-post";

/**
 * The hidden fields of every form: the CSRF token and the page it was sent from (`sourcePage` keeps
 * the first page when a refused post is sent again from another), then the honeypot.
 */
export function FormPostFields({ sourcePage }: { sourcePage?: string }) {
  const { csrfToken } = useRootData();
  const { pathname } = useLocation();
  return (
    <>
      <input type="hidden" name={CSRF_FIELD} value={csrfToken} />
      <input type="hidden" name={SOURCE_PAGE_FIELD} value={sourcePage ?? pathname} />
      <Honeypot />
    </>
  );
}

/** The refusal the page's action sent for this form (a post made before or without JavaScript), if any. */
export function usePostResult(form: string): FormPostResult | undefined {
  const result = useActionData<FormPostResult>();
  return result?.form === form ? result : undefined;
}
