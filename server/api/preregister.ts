import type { Kysely } from "kysely";
import { formatDocument } from "../../app/lib/brazilian-documents";
import { PreregisterSchema } from "../../app/lib/schemas";
import { insertPreregistration } from "../db/leads";
import type { Database } from "../db/schema";
import { jsonEndpoint } from "./handler";
import { requestMeta } from "./request-meta";

/** POST /api/users/preregister (spec §7): registration from /explore and /register. */
export const preregisterEndpoint = (db: Kysely<Database>, ipSalt: string) =>
  jsonEndpoint(PreregisterSchema, async ({ website: _honeypot, sourcePage, ...person }, req, res) => {
    await insertPreregistration(db, {
      full_name: person.fullName,
      email: person.email,
      company_name: person.companyName,
      doc: person.doc && formatDocument(person.doc),
      company_doc: person.companyDoc && formatDocument(person.companyDoc),
      account_type: person.accountType,
      payload: JSON.stringify(person),
      ...requestMeta(req, sourcePage, ipSalt),
    });
    res.status(201).json({ ok: true });
  });
