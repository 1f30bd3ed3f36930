import type { PageForm } from "~/lib/form-action.server";
import { CSRF_FIELD, SOURCE_PAGE_FIELD } from "~/lib/form-post";

export const COURSE_FORM = "courseRegistration";
/** The hidden field naming which landing form was sent. */
export const COURSE_FORM_ID_FIELD = "formId";

const NOT_COURSE_FIELDS = new Set([CSRF_FIELD, SOURCE_PAGE_FIELD, COURSE_FORM_ID_FIELD, "website"]);

/** A course or workshop page's registration, posted to the page without JavaScript. */
export const coursePost: PageForm = {
  name: COURSE_FORM,
  kind: "courseRegistration",
  input: (fields) => ({
    formId: fields[COURSE_FORM_ID_FIELD] ?? "",
    fields: Object.fromEntries(Object.entries(fields).filter(([name]) => !NOT_COURSE_FIELDS.has(name))),
    website: fields.website || undefined,
    sourcePage: fields[SOURCE_PAGE_FIELD],
  }),
  fieldOf: (path) => path.replace(/^fields\./, ""),
  confirmation: "/confirmation/course",
};
