import { formatDocument } from "~/lib/brazilian-documents";
import { toE164 } from "~/lib/brazilian-phone";
import { PreregisterSchema, type Preregistration } from "~/lib/schemas";
import { insertPreregistration } from "../db/leads";
import type { FormDefinition } from "./form";

/** Registration from /explore and /register (spec §7 preregister). */
export const preregisterForm: FormDefinition<Preregistration> = {
  metricName: () => "preregistration",
  schema: PreregisterSchema,
  store: (database, { website: _honeypot, sourcePage: _page, ...person }, meta) =>
    database.write((db) =>
      insertPreregistration(
        db,
        {
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
        },
        database.destinations,
      ),
    ),
  answer: () => ({ ok: true }),
};
