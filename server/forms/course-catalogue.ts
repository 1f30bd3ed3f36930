import path from "node:path";
import { courseSchedules, type CourseSchedule } from "~/lib/course-status";
import { EVENT_LANDINGS } from "../../scripts/content/collections/events";
import { loadCollection } from "../../scripts/content/pipeline";

let schedules: CourseSchedule[] | undefined;

/**
 * The registration schedules of the event landing pages under content/ (the same files the pages are
 * built from), read and checked once. The event block is identical in every language.
 */
export function courseCatalogue(): CourseSchedule[] {
  schedules ??= courseSchedules(loadCollection(path.resolve("content"), EVENT_LANDINGS).pt);
  return schedules;
}
