/**
 * Whether a course or workshop takes registrations, and whether it has already happened: one rule
 * for the landing pages, the event list, the search and the registration endpoint. Pure: the schedules
 * and the instant are given, so the server (from the loaded content) and the tests (with a fixed
 * `now`) ask the same question.
 */
import { isEnded, isRegistrationOpen } from "./events";
import { zonedDateTime } from "./zoned-time";

export type CourseRegistrationStatus = "open" | "closed" | "unknown";

/** What the rules need from a landing page: its slug, its form, the last day of registration and when the last session ends. */
export interface CourseSchedule {
  slug: string;
  formId: string;
  registrationUntil: string;
  /** Zoned ISO date-time: the last day at its end time, on the event's clock. */
  endsAt: string;
}

/** The part of a landing page's event block the schedule reads. */
export interface ScheduledEvent {
  formId: string;
  registrationUntil: string;
  startDate: string;
  endDate: string;
  startTime: string;
  endTime: string;
  timeZone: string;
}

/** When the first session starts and the last one ends, as zoned ISO date-times. */
export const eventStart = (event: ScheduledEvent): string =>
  zonedDateTime(`${event.startDate}T${event.startTime}`, event.timeZone);
export const eventEnd = (event: ScheduledEvent): string =>
  zonedDateTime(`${event.endDate}T${event.endTime}`, event.timeZone);

/** The schedules of the landing pages that announce an event (news pages have none). */
export function courseSchedules(landings: ReadonlyArray<{ slug: string; event?: ScheduledEvent }>): CourseSchedule[] {
  return landings.flatMap(({ slug, event }) =>
    event ? [{ slug, formId: event.formId, registrationUntil: event.registrationUntil, endsAt: eventEnd(event) }] : [],
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

/**
 * Whether the course's last session has ended: a course whose registration has closed may still be
 * ahead or running, and its page says so instead of "this group has already taken place".
 */
export function courseFinished(slug: string, now: Date, schedules: readonly CourseSchedule[]): boolean {
  const course = schedules.find((entry) => entry.slug === slug);
  return course ? isEnded(course.endsAt, now) : false;
}

/** The course a registration form belongs to (the endpoint receives a formId, not a page). */
export const courseSlugOfForm = (formId: string, schedules: readonly CourseSchedule[]): string | undefined =>
  schedules.find((entry) => entry.formId === formId)?.slug;
