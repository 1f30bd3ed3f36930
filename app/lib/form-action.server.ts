import { data, redirect, type AppLoadContext } from "react-router";
import { CSRF_FIELD, safeReturnPath, SOURCE_PAGE_FIELD, type FormKind, type FormPostResult } from "./form-post";

export type PostedFields = Record<string, string>;

/** One form of a page, as its action sees it. */
export interface PageForm {
  /** Tells this form's refusal apart from another form's on the same page. */
  name: string;
  kind: FormKind;
  /** The JSON body the API would take for the same submission. */
  input(fields: PostedFields, request: Request): unknown;
  /** Rules of the page's own beyond the schema (field → translation key); nothing is stored when any fails. */
  check?(fields: PostedFields): Record<string, string>;
  /** The posted field a schema path belongs to, when the names differ. */
  fieldOf?(path: string): string;
  /** Where a stored post goes (POST → redirect → GET); no personal data in it. */
  confirmation: string;
}

const NOT_KEPT = new Set([CSRF_FIELD, "website"]);

/**
 * The action of a page's form: store through the server's write path, then redirect to the
 * confirmation; or answer 400/403/503 with the messages and the values as sent, so the page renders
 * the form again with nothing lost.
 */
export async function handleFormPost(
  { request, context }: { request: Request; context: AppLoadContext },
  form: PageForm,
) {
  const formData = await request.formData();
  const fields: PostedFields = {};
  for (const [name, value] of formData) if (typeof value === "string") fields[name] = value;

  const own = form.check?.(fields) ?? {};
  const input = form.input(fields, request);
  const outcome =
    Object.keys(own).length === 0
      ? await context.forms.submit(form.kind, input, fields[CSRF_FIELD] ?? "")
      : { ok: false as const, status: 400 as const, issues: context.forms.validate(form.kind, input) };

  if (outcome.ok) {
    const from = safeReturnPath(fields[SOURCE_PAGE_FIELD]) ?? new URL(request.url).pathname;
    return redirect(`${form.confirmation}?${new URLSearchParams({ from })}`, 303);
  }
  const errors: Record<string, string> = {};
  if (outcome.status === 400) {
    for (const issue of outcome.issues) errors[form.fieldOf?.(issue.path) ?? issue.path] ??= issue.message;
  }
  Object.assign(errors, own);
  const values = Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_KEPT.has(name)));
  const formError =
    outcome.status === 403
      ? "api.expired"
      : outcome.status === 503
        ? "api.unavailable"
        : outcome.status === 404 || outcome.status === 409
          ? outcome.message
          : errors.website
            ? "api.invalid"
            : undefined;
  return data<FormPostResult>({ form: form.name, errors, formError, values }, { status: outcome.status });
}
