/**
 * What the visitor reads when a form is refused, whichever way it was sent: the page's action
 * (a post without JavaScript, ~/loaders/form-action.server) and the hydrated form
 * (~/components/use-page-form, after the JSON API answered) both map their refusal here.
 */
import type { FieldIssue } from "./form-options";
import { HONEYPOT_FIELD } from "./form-post";

/**
 * A refusal as either transport meets it: the HTTP status (0 when no answer came) and, for a 400 of
 * the form's checks, the issues per schema path (translation keys from the page's action, the API's
 * translated text); a 400 without issues is a body the server could not read.
 */
export interface Refusal {
  status: number;
  issues?: readonly FieldIssue[];
  /** No answer within the client's time limit (status 0). */
  timedOut?: boolean;
}

/** Field → message and a message for the whole form; messages are `common` translation keys or the API's text. */
export interface RefusalMessages {
  errors: Record<string, string>;
  formError?: string;
}

/**
 * The form's message per refused status. 404 and 409 come only from the course registration's write
 * path (an unknown or a closed course): the hydrated form posts only to the endpoints of FORM_API.
 */
const MESSAGE_OF_STATUS: Record<number, string> = {
  400: "api.malformed",
  403: "api.expired",
  404: "api.courseUnknown",
  409: "api.courseClosed",
  413: "api.tooLarge",
  429: "api.rateLimited",
  503: "api.unavailable",
};

/** Server issues by posted field name, the first message of each field. */
export function issuesByField(issues: readonly FieldIssue[], fieldOf = (path: string) => path) {
  const errors: Record<string, string> = {};
  for (const issue of issues) errors[fieldOf(issue.path)] ??= issue.message;
  return errors;
}

/**
 * The one mapping from a refusal to the visitor's words: field issues mark their fields (a filled
 * honeypot, which no visitor sees, gets the form's message too); any other refusal is one message.
 */
export function refusalMessages(refusal: Refusal, fieldOf?: (path: string) => string): RefusalMessages {
  if (refusal.status === 0) return { errors: {}, formError: refusal.timedOut ? "api.timeout" : "api.network" };
  if (refusal.status === 400 && refusal.issues) {
    const errors = issuesByField(refusal.issues, fieldOf);
    return { errors, formError: errors[HONEYPOT_FIELD] ? "api.invalid" : undefined };
  }
  return { errors: {}, formError: MESSAGE_OF_STATUS[refusal.status] ?? "api.serverError" };
}
