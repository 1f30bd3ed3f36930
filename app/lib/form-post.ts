/**
 * The contract between the pages' form actions and the server's write path (server/forms). A form
 * posted without JavaScript arrives as fields; the action turns them into the JSON the API takes, and
 * the server parses and stores it exactly as it does for the API.
 */
import type { FieldIssue } from "./form-options";

export type FormKind = "lead" | "preregister" | "contact" | "courseRegistration";

export type PageFormOutcome =
  | { ok: true }
  | { ok: false; status: 400; issues: FieldIssue[] }
  /** The hidden token did not match the cookie (a forged post, or a cookie the browser dropped). */
  | { ok: false; status: 403 }
  /** The database cannot be reached right now; nothing was stored. */
  | { ok: false; status: 503 }
  /** A well-formed post the site cannot take (an unknown or closed course); `message` is a translation key. */
  | { ok: false; status: 404 | 409; message: string };

/** What the server hands the pages' actions through the load context. */
export interface FormSubmitter {
  /** The double-submit token of this visitor, rendered in every form's hidden `_csrf` field. */
  csrfToken: string;
  /** Checks the token, then parses and stores as the API does. */
  submit(kind: FormKind, input: unknown, csrfField: string): Promise<PageFormOutcome>;
  /** Parses only, storing nothing: the schema's messages beside a page's own refusals. */
  validate(kind: FormKind, input: unknown): FieldIssue[];
}

/** Field names of the hidden inputs every posted form carries. */
export const CSRF_FIELD = "_csrf";
export const SOURCE_PAGE_FIELD = "sourcePage";

/**
 * What an action answers when it refuses a post: messages per field (translation keys of `common`),
 * a message for the whole form, and the values as sent, so the page renders them again.
 */
export interface FormPostResult {
  form: string;
  errors: Record<string, string>;
  formError?: string;
  values: Record<string, string>;
}

/** A same-site path to return to (never an address of another site, never a query with data). */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/") || value.startsWith("//") || value.includes("\\"))
    return null;
  const path = value.split(/[?#]/)[0]!;
  return path.length <= 200 ? path : null;
}
