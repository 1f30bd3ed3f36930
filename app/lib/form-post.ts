/**
 * The contract of every form of the site, for the three places that handle one: the page's action
 * (a post without JavaScript, form-action.server.ts), the hydrated form (~/components/use-page-form)
 * and the server's write path (server/forms), which parses and stores both the same way.
 */
import type { FieldIssue } from "./form-options";
import type { ToastIcon } from "./notifications";

/**
 * Each write path of the server: its endpoint under /api and which API host takes it (the spec keeps
 * leads and users apart, LEAD_API_URL and USERS_API_URL). The API router serves one endpoint per
 * entry with the server's definition of the same kind (server/forms/index.ts).
 */
export const FORM_API = {
  lead: { host: "lead", path: "/lead" },
  preregister: { host: "users", path: "/users/preregister" },
  contact: { host: "lead", path: "/contact" },
  courseRegistration: { host: "lead", path: "/course-registration" },
  feedback: { host: "lead", path: "/feedback" },
} as const satisfies Record<string, { host: "lead" | "users"; path: string }>;

export type FormKind = keyof typeof FORM_API;

/** A form's fields as posted: name → value (files are never sent). */
export type PostedFields = Record<string, string>;

/** Field names of the hidden inputs every form carries (~/components/form-post-fields). */
export const CSRF_FIELD = "_csrf";
export const SOURCE_PAGE_FIELD = "sourcePage";
export const HONEYPOT_FIELD = "website";

/**
 * One form: what it sends, how it is checked, where a post without JavaScript lands and what the
 * hydrated form says. The page's action and the hydrated form both read it, so the two paths send
 * the same body and refuse the same values.
 */
export interface PageForm<Input = unknown> {
  /** Tells this form's refusal apart from another form's on the same page. */
  name: string;
  kind: FormKind;
  /** The fields as the JSON body the API takes, without the honeypot and the page (`submission` adds them). */
  input(fields: PostedFields): Input;
  /** The shared schema the browser checks `input` with before sending; the server always checks its own. */
  schema?: SchemaName;
  /** Text fields held to the spec's minimum length in the browser (spec §5). */
  textFields?: readonly string[];
  /** Rules of this form beyond the schema (field → translation key), on both paths; nothing is sent when any fails. */
  check?(fields: PostedFields): Record<string, string>;
  /** The posted field a schema path belongs to, when the names differ. */
  fieldOf?: (path: string) => string;
  /** Where a stored post goes (POST → redirect → GET); no personal data in it. */
  confirmation: string;
  /** The hydrated form's toasts (translation keys; `failure` may show the refusal's message, ~/lib/form-refusal). */
  toasts?: {
    success?: string;
    failure?: string | ((refusal: string | undefined) => string);
    /** Shown when the browser's check refuses the values; nothing is sent. */
    invalid?: { message: string; icon: ToastIcon };
  };
}

/** Names of the zod schemas of `schemas.ts`, which the browser loads on demand (load-schemas.ts). */
export type SchemaName = {
  [Name in keyof typeof import("./schemas")]: Name extends `${string}Schema` ? Name : never;
}[keyof typeof import("./schemas")];

/** The form's fields as a post would send them: with the submit button's own name and value when it has them. */
export const readFields = (element: HTMLFormElement, submitter?: HTMLElement | null): PostedFields =>
  Object.fromEntries(
    [...new FormData(element, submitter)].filter((entry): entry is [string, string] => typeof entry[1] === "string"),
  );

/** The JSON body of a submission, the same whether the page's action or the hydrated form sends it. */
export function submission<Input>(form: PageForm<Input>, fields: PostedFields) {
  return {
    ...form.input(fields),
    website: fields[HONEYPOT_FIELD] || undefined,
    sourcePage: fields[SOURCE_PAGE_FIELD] || undefined,
  };
}

export type PageFormOutcome =
  | { ok: true }
  | { ok: false; status: 400; issues: FieldIssue[] }
  /** The hidden token did not match the cookie (a forged post, or a cookie the browser dropped). */
  | { ok: false; status: 403 }
  /** The database cannot be reached right now; nothing was stored. */
  | { ok: false; status: 503 }
  /** A well-formed post the site cannot take: an unknown (404) or closed (409) course. */
  | { ok: false; status: 404 | 409 };

/** What the server hands the pages' actions through the load context. */
export interface FormSubmitter {
  /** The double-submit token of this visitor, rendered in every form's hidden `_csrf` field. */
  csrfToken: string;
  /** Checks the token, then parses and stores as the API does. */
  submit(kind: FormKind, input: unknown, csrfField: string): Promise<PageFormOutcome>;
  /** Parses only, storing nothing: the schema's messages beside a page's own refusals. */
  validate(kind: FormKind, input: unknown): FieldIssue[];
}

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

/** Whitespace, control characters and backslashes: browsers drop tabs and line breaks from a link (`/<TAB>/x` goes to `//x`) and read `\` as `/`. */
const UNSAFE_IN_PATH = /[\s\p{Cc}\\]/u;
const ANY_ORIGIN = "http://return-path.invalid";

/**
 * A same-site path to return to (never an address of another site, never a query with data): no blank,
 * control character or backslash, raw or percent-encoded, and resolved against an origin, that same origin.
 */
export function safeReturnPath(value: unknown): string | null {
  if (typeof value !== "string" || !value.startsWith("/")) return null;
  const path = value.split(/[?#]/)[0]!;
  if (path.length > 200 || UNSAFE_IN_PATH.test(path) || UNSAFE_IN_PATH.test(percentDecoded(path))) return null;
  return new URL(path, ANY_ORIGIN).origin === ANY_ORIGIN ? path : null;
}

/** The path with its escapes decoded; a broken escape keeps it as it is (checked as written). */
function percentDecoded(path: string): string {
  try {
    return decodeURIComponent(path);
  } catch {
    return path;
  }
}
