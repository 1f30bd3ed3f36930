import { courseSchedules, type CourseSchedule } from "../../app/lib/course-status";
import { contentRoot, EVENT_LANDINGS, loadCollection } from "../../content-pipeline";

let courses: CourseSchedule[] | undefined;

/** The site's courses as the page build's entry gives them to server.ts, read from content/ for apps started without the build. */
export function siteCourses(): CourseSchedule[] {
  courses ??= courseSchedules(loadCollection(contentRoot(), EVENT_LANDINGS).pt);
  return courses;
}
