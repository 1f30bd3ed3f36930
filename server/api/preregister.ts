import { formatDocument } from "../../app/lib/brazilian-documents";
import { PreregisterSchema } from "../../app/lib/schemas";
import { insertPreregistration } from "../db/leads";
import type { DatabaseHandle } from "../db/kysely";
import { jsonEndpoint } from "./handler";
import { requestMeta } from "./request-meta";

/** POST /api/users/preregister (spec §7): registration from /explore and /register. */
export const preregisterEndpoint = (database: DatabaseHandle, ipSalt: string) =>
  jsonEndpoint(PreregisterSchema, async ({ website: _honeypot, sourcePage, ...person }, req, res) => {
    await database.write((db) => insertPreregistration(db, {
      full_name: person.fullName,
      email: person.email,
      company_name: person.companyName,
      doc: person.doc && formatDocument(person.doc),
      company_doc: person.companyDoc && formatDocument(person.companyDoc),
      account_type: person.accountType,
      payload: JSON.stringify(person),
      ...requestMeta(req, sourcePage, ipSalt),
    }));
    res.status(201).json({ ok: true });
  });
