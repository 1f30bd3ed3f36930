import type { CourseSchedule } from "~/lib/course-status";
import type { FormKind } from "~/lib/form-post";
import { contactForm } from "./contact";
import { courseRegistrationForm } from "./course-registration";
import type { FormDefinition } from "./form";
import { feedbackForm } from "./feedback";
import { leadForm } from "./lead";
import { preregisterForm } from "./preregister";

/**
 * Every write path of the site by kind: the API serves each at its FORM_API endpoint and the pages'
 * actions submit to the same definitions. A kind in FORM_API without a definition here fails the typecheck.
 * Course registrations are taken for `courses` only, and answers to "Was this helpful?" for `feedbackPages` only.
 */
export const siteForms = (courses: readonly CourseSchedule[], feedbackPages: readonly string[]) =>
  ({
    lead: leadForm,
    preregister: preregisterForm,
    contact: contactForm,
    courseRegistration: courseRegistrationForm(courses),
    feedback: feedbackForm(feedbackPages),
  }) satisfies Record<FormKind, FormDefinition<{ sourcePage?: string }>>;

export type SiteForms = ReturnType<typeof siteForms>;
