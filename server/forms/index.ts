import { contactForm } from "./contact";
import { courseRegistrationForm } from "./course-registration";
import { leadForm } from "./lead";
import { preregisterForm } from "./preregister";

/** Every form of the site by kind: the API's endpoints and the pages' actions share these. */
export const FORMS = {
  lead: leadForm,
  preregister: preregisterForm,
  contact: contactForm,
  courseRegistration: courseRegistrationForm,
};

export type FormKind = keyof typeof FORMS;
