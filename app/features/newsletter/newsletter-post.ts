import type { PageForm } from "~/lib/form-action.server";

export const NEWSLETTER_FORM = "newsletter";

/** The footer's and the blog's box, posted to /newsletter without JavaScript. */
export const newsletterPost: PageForm = {
  name: NEWSLETTER_FORM,
  kind: "lead",
  input: (fields) => ({
    formId: "newsletter",
    email: (fields.email ?? "").trim(),
    website: fields.website || undefined,
    sourcePage: fields.sourcePage,
  }),
  confirmation: "/confirmation/newsletter",
};
