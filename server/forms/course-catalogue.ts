import path from "node:path";
import type { CourseRegistrationWindow } from "../../app/features/landing/course-registration-state";
import { EVENT_LANDINGS } from "../../scripts/content/collections/events";
import { loadCollection } from "../../scripts/content/pipeline";

let windows: CourseRegistrationWindow[] | undefined;

/**
 * The registration windows of the event landing pages under content/ (the same files the pages are
 * built from), read and checked once. The event block is identical in every language.
 */
export function courseRegistrationWindows(): CourseRegistrationWindow[] {
  windows ??= loadCollection(path.resolve("content"), EVENT_LANDINGS).pt.flatMap((landing) =>
    landing.event ? [{ formId: landing.event.formId, registrationUntil: landing.event.registrationUntil }] : [],
  );
  return windows;
}
