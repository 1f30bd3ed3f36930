import { fieldIssues, TEXT_MIN_LENGTH } from "./form-options";
import type { PageForm, PostedFields } from "./form-post";

export interface Parser {
  safeParse(input: unknown): {
    success: boolean;
    error?: { issues: ReadonlyArray<{ path: ReadonlyArray<PropertyKey>; message: string }> };
  };
}

/**
 * Client-side check of a form's values: the shared schema first, then the spec's default minimum
 * length of text inputs. Returns field → translation key (or server text) of the first problem.
 */
export function validateForm(
  schema: Parser,
  values: Record<string, unknown>,
  textFields: readonly string[] = [],
): Record<string, string> {
  const errors: Record<string, string> = {};
  const parsed = schema.safeParse(values);
  if (!parsed.success && parsed.error)
    for (const issue of fieldIssues(parsed.error)) errors[issue.path] = issue.message;
  for (const field of textFields) {
    const raw = values[field];
    const value = typeof raw === "string" ? raw.trim() : "";
    if (!errors[field] && value.length > 0 && value.length < TEXT_MIN_LENGTH) errors[field] = "validation.minLength";
  }
  return errors;
}

/**
 * What the browser refuses before sending, by posted field name: the form's own rules win over the
 * schema's messages (as in the page's action); without a schema only the form's own rules apply.
 */
export function formErrors<Input>(form: PageForm<Input>, fields: PostedFields, schema?: Parser) {
  const errors: Record<string, string> = {};
  const found = schema ? validateForm(schema, form.input(fields) as Record<string, unknown>, form.textFields) : {};
  for (const [path, message] of Object.entries(found)) errors[form.fieldOf?.(path) ?? path] ??= message;
  return Object.assign(errors, form.check?.(fields));
}

/** Moves focus to the first field, in form order, that has an error (the DOM attributes lag a render). */
export function focusFirstInvalid(form: HTMLFormElement | null, errors: Record<string, string>): void {
  const first = [...(form?.elements ?? [])].find(
    (element): element is HTMLElement =>
      element instanceof HTMLElement && "name" in element && Boolean(errors[(element as HTMLInputElement).name]),
  );
  first?.focus();
}
