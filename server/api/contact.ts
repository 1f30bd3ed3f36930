import { ContactSchema } from "../../app/lib/schemas";
import { insertLead } from "../db/leads";
import type { DatabaseHandle } from "../db/kysely";
import { jsonEndpoint } from "./handler";
import { requestMeta } from "./request-meta";

/** POST /api/contact: the contact page's form, stored as a lead of its own kind. */
export const contactEndpoint = (database: DatabaseHandle, ipSalt: string) =>
  jsonEndpoint(ContactSchema, async ({ website: _honeypot, sourcePage, ...message }, req, res) => {
    const stored = await database.write((db) => insertLead(db, {
      form_id: "contact",
      email: message.email,
      email_normalized: message.email.toLowerCase(),
      nome: message.name,
      assunto: message.subject,
      mensagem: message.message,
      consentimento: 1,
      payload: JSON.stringify(message),
      ...requestMeta(req, sourcePage, ipSalt),
    }));
    res.status(201).json({ data: { id: stored.id, formId: "contact", createdAt: stored.createdAt } });
  });
