import { CourseRegistrationSchema } from "../../app/lib/schemas";
import { insertLead } from "../db/leads";
import type { DatabaseHandle } from "../db/kysely";
import { jsonEndpoint } from "./handler";
import { requestMeta } from "./request-meta";

const EMAIL_FIELD = /^e-?mail$/i;

/** POST /api/course-registration: formId plus the named field values of a landing page form. */
export const courseRegistrationEndpoint = (database: DatabaseHandle, ipSalt: string) =>
  jsonEndpoint(CourseRegistrationSchema, async ({ formId, fields, sourcePage }, req, res) => {
    const email = Object.entries(fields).find(([name]) => EMAIL_FIELD.test(name))?.[1] ?? "";
    const stored = await database.write((db) => insertLead(db, {
      form_id: `course:${formId}`,
      email,
      email_normalized: email.toLowerCase(),
      nome: fields.name ?? fields.nome ?? null,
      telefone: fields.phone ?? fields.telefone ?? null,
      payload: JSON.stringify({ formId, fields }),
      ...requestMeta(req, sourcePage, ipSalt),
    }));
    res.status(201).json({ data: { id: stored.id, formId, createdAt: stored.createdAt } });
  });
