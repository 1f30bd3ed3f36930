import { formatDocument } from "../../app/lib/brazilian-documents";
import { toE164 } from "../../app/lib/brazilian-phone";
import { PreregisterSchema } from "../../app/lib/schemas";
import { insertPreregistration } from "../db/leads";
import type { DatabaseHandle } from "../db/kysely";
import { jsonEndpoint } from "./handler";
import { requestMeta } from "./request-meta";

/** POST /api/users/preregister (spec §7): registration from /explore and /register. */
export const preregisterEndpoint = (database: DatabaseHandle, ipSalt: string) =>
  jsonEndpoint(PreregisterSchema, async ({ website: _honeypot, sourcePage, ...person }, req, res) => {
    const meta = requestMeta(req, sourcePage, ipSalt);
    await database.write((db) => insertPreregistration(db, {
      full_name: person.fullName,
      email: person.email,
      company_name: person.companyName,
      doc: person.doc && formatDocument(person.doc),
      company_doc: person.companyDoc && formatDocument(person.companyDoc),
      account_type: person.accountType,
      // The organization form's answers (absent from the short forms, stored as NULL).
      whatsapp: person.whatsapp ? toE164(person.whatsapp) : null,
      purpose: person.purpose ?? null,
      age_range: person.ageRange ?? null,
      area: person.area ?? null,
      terms_accepted_at: person.termsAccepted ? meta.created_at : null,
      payload: JSON.stringify(person),
      ...meta,
    }));
    res.status(201).json({ ok: true });
  });
