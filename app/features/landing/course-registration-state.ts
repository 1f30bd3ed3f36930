/**
 * Whether a course takes registrations, as one small pure rule shared by the API (server/forms) and
 * the pages: unknown form → "unknown"; past its last registration day (Brazil time) → "closed".
 * Only relative imports: the server loads this module without the app's `~/` alias.
 */
import { isRegistrationOpen } from "../../lib/events";

export interface CourseRegistrationWindow {
  /** The landing page's form id (the `formId` a registration is sent with). */
  formId: string;
  /** The last day registration is accepted, YYYY-MM-DD. */
  registrationUntil: string;
}

export type CourseRegistrationState = "open" | "closed" | "unknown";

export function courseRegistrationState(windows: readonly CourseRegistrationWindow[], formId: string, now: Date): CourseRegistrationState {
  const course = windows.find((window) => window.formId === formId);
  if (!course) return "unknown";
  return isRegistrationOpen(course.registrationUntil, now) ? "open" : "closed";
}
