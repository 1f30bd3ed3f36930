import { courseRegistrationStatus, courseSlugOfForm, type CourseSchedule } from "~/lib/course-status";
import { CourseRegistrationSchema, type CourseRegistration } from "~/lib/schemas";
import { insertLead } from "../db/leads";
import type { FormDefinition } from "./form";

/**
 * formId plus the named field values of a landing page form; only a known course of `courses` (the page
 * build's, read by server.ts) that is still open.
 */
export const courseRegistrationForm = (courses: readonly CourseSchedule[]): FormDefinition<CourseRegistration> => ({
  metricName: () => "course_registration",
  schema: CourseRegistrationSchema,
  admit: ({ formId }, now) => {
    // The same rule as the pages, the event list and the search (app/lib/course-status.ts).
    const state = courseRegistrationStatus(courseSlugOfForm(formId, courses) ?? "", now, courses);
    if (state === "unknown") return { status: 404, message: "courseUnknown" };
    if (state === "closed") return { status: 409, message: "courseClosed" };
    return null;
  },
  store: (database, { formId, fields }, meta) =>
    database.write((db) =>
      insertLead(
        db,
        {
          form_id: `course:${formId}`,
          email: fields.email!,
          email_normalized: fields.email!.toLowerCase(),
          nome: fields.name ?? fields.nome ?? null,
          telefone: fields.phone ?? fields.telefone ?? null,
          payload: JSON.stringify({ formId, fields }),
          ...meta,
        },
        database.destinations,
      ),
    ),
  answer: ({ formId }) => ({ data: { formId } }),
});
