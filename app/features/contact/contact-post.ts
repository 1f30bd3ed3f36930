import type { PageForm } from "~/lib/form-action.server";

export const CONTACT_FORM = "contact";

/** The contact form posted to /about/contact without JavaScript. */
export const contactPost: PageForm = {
  name: CONTACT_FORM,
  kind: "contact",
  input: ({ name, email, subject, message, consent, website, sourcePage }) => ({
    name: name ?? "",
    email: email ?? "",
    subject: subject ?? "",
    message: message ?? "",
    consent: consent === "on" ? true : undefined,
    website: website || undefined,
    sourcePage,
  }),
  confirmation: "/confirmation/contact",
};
