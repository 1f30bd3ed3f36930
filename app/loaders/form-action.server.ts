import { data, redirect, type AppLoadContext } from "react-router";
import { refusalMessages } from "~/lib/form-refusal";
import {
  CSRF_FIELD,
  HONEYPOT_FIELD,
  safeReturnPath,
  SOURCE_PAGE_FIELD,
  submission,
  type FormPostResult,
  type PageForm,
  type PostedFields,
} from "~/lib/form-post";

const NOT_KEPT = new Set([CSRF_FIELD, HONEYPOT_FIELD]);

/**
 * The action of a page's form: store through the server's write path, then redirect to the
 * confirmation; or answer the refusal's status with its messages (~/lib/form-refusal, as the hydrated
 * form maps the API's) and the values as sent, so the page renders the form again with nothing lost.
 */
export async function handleFormPost<Input>(
  { request, context }: { request: Request; context: AppLoadContext },
  form: PageForm<Input>,
) {
  const formData = await request.formData();
  const fields: PostedFields = {};
  for (const [name, value] of formData) if (typeof value === "string") fields[name] = value;

  const own = form.check?.(fields) ?? {};
  const input = submission(form, fields);
  const outcome =
    Object.keys(own).length === 0
      ? await context.forms.submit(form.kind, input, fields[CSRF_FIELD] ?? "")
      : { ok: false as const, status: 400 as const, issues: context.forms.validate(form.kind, input) };

  if (outcome.ok) {
    const from = safeReturnPath(fields[SOURCE_PAGE_FIELD]) ?? new URL(request.url).pathname;
    return redirect(`${form.confirmation}?${new URLSearchParams({ from })}`, 303);
  }
  const refused = refusalMessages(outcome, form.fieldOf);
  const errors = Object.assign(refused.errors, own);
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_KEPT.has(name)));
  return data<FormPostResult>(
    { form: form.name, errors, formError: refused.formError, values },
    { status: outcome.status },
  );
}
