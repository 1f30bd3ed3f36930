/**
 * Whether a course or workshop takes registrations: one rule for the landing pages, the event list,
 * the search and the registration endpoint. Pure: the schedules and the instant are given, so the
 * server (from the loaded content) and the tests (with a fixed `now`) ask the same question.
 */
import { isRegistrationOpen } from "./events";

export type CourseRegistrationStatus = "open" | "closed" | "unknown";

/** What the rule needs from a landing page: its slug, its form and the last day of registration. */
export interface CourseSchedule {
  slug: string;
  formId: string;
  registrationUntil: string;
}

/** The schedules of the landing pages that announce an event (news pages have none). */
export function courseSchedules(
  landings: ReadonlyArray<{ slug: string; event?: { formId: string; registrationUntil: string } }>,
): CourseSchedule[] {
  return landings.flatMap(({ slug, event }) =>
    event ? [{ slug, formId: event.formId, registrationUntil: event.registrationUntil }] : [],
  );
}

/** "open" through the last day of registration (Brazil time), "closed" after it, "unknown" for no such course. */
export function courseRegistrationStatus(
  slug: string,
  now: Date,
  schedules: readonly CourseSchedule[],
): CourseRegistrationStatus {
  const course = schedules.find((entry) => entry.slug === slug);
  if (!course) return "unknown";
  return isRegistrationOpen(course.registrationUntil, now) ? "open" : "closed";
}

/** The course a registration form belongs to (the endpoint receives a formId, not a page). */
export const courseSlugOfForm = (formId: string, schedules: readonly CourseSchedule[]): string | undefined =>
  schedules.find((entry) => entry.formId === formId)?.slug;
