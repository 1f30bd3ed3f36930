/**
 * The one state of every form, as a pure reducer (~/components/use-page-form runs it). Messages are
 * translation keys (the browser's checks, a refused post without JavaScript) or the API's own text.
 */
import type { FormPostResult } from "./form-post";

export interface FormState {
  status: "idle" | "submitting" | "success" | "error";
  /** Field → message, by posted field name. */
  errors: Record<string, string>;
  /** A message for the whole form (an expired session, a closed course; ~/lib/form-refusal). */
  message?: string;
}

export type FormEvent =
  /** The browser's check refused the values: nothing is sent. */
  | { type: "invalid"; errors: Record<string, string> }
  /** The values were checked again while the visitor types (after a first attempt). */
  | { type: "rechecked"; errors: Record<string, string> }
  | { type: "submit" }
  | { type: "refused"; message?: string; errors: Record<string, string> }
  | { type: "stored" };

export const IDLE: FormState = { status: "idle", errors: {} };

/** Where a form starts: idle, or the refusal of a post sent before (or without) JavaScript. */
export const initialFormState = (posted: FormPostResult | undefined): FormState =>
  posted ? { status: "error", errors: posted.errors, message: posted.formError } : IDLE;

export function formReducer(state: FormState, event: FormEvent): FormState {
  switch (event.type) {
    case "invalid":
      return { status: "error", errors: event.errors };
    case "rechecked":
      if (state.status === "submitting" || state.status === "success") return state;
      return {
        ...state,
        status: Object.keys(event.errors).length > 0 || state.message ? "error" : "idle",
        errors: event.errors,
      };
    case "submit":
      return { status: "submitting", errors: {} };
    case "refused":
      return { status: "error", errors: event.errors, message: event.message };
    case "stored":
      return { status: "success", errors: {} };
  }
}
