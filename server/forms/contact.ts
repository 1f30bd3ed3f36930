import { ContactSchema, type ContactMessage } from "~/lib/schemas";
import { insertLead } from "../db/leads";
import type { FormDefinition } from "./form";

/** The contact page's form, stored as a lead of its own kind. */
export const contactForm: FormDefinition<ContactMessage> = {
  metricName: () => "contact",
  schema: ContactSchema,
  store: (database, { website: _honeypot, sourcePage: _page, ...message }, meta) =>
    database.write((db) =>
      insertLead(
        db,
        {
          form_id: "contact",
          email: message.email,
          email_normalized: message.email.toLowerCase(),
          nome: message.name,
          assunto: message.subject,
          mensagem: message.message,
          consentimento: 1,
          payload: JSON.stringify(message),
          ...meta,
        },
        database.destinations,
      ),
    ),
  answer: () => ({ data: { formId: "contact" } }),
};
