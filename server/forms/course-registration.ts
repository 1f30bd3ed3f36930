import { CourseRegistrationSchema, type CourseRegistration } from "../../app/lib/schemas";
import { insertLead } from "../db/leads";
import type { FormDefinition } from "./form";

const EMAIL_FIELD = /^e-?mail$/i;

/** formId plus the named field values of a landing page form. */
export const courseRegistrationForm: FormDefinition<CourseRegistration> = {
  schema: CourseRegistrationSchema,
  store: (database, { formId, fields }, meta) => {
    const email = Object.entries(fields).find(([name]) => EMAIL_FIELD.test(name))?.[1] ?? "";
    return database.write((db) => insertLead(db, {
      form_id: `course:${formId}`,
      email,
      email_normalized: email.toLowerCase(),
      nome: fields.name ?? fields.nome ?? null,
      telefone: fields.phone ?? fields.telefone ?? null,
      payload: JSON.stringify({ formId, fields }),
      ...meta,
    }, database.outbox));
  },
  answer: ({ formId }, stored) => ({ data: { id: stored.id, formId, createdAt: stored.createdAt } }),
};
