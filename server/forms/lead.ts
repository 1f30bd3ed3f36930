import { LeadSchema, type Lead } from "~/lib/schemas";
import { insertLead } from "../db/leads";
import type { FormDefinition } from "./form";

/** Newsletter and bookDemo leads (spec §3, §7). */
export const leadForm: FormDefinition<Lead> = {
  metricName: (lead) => lead.formId,
  schema: LeadSchema,
  store: (database, lead, meta) => {
    const { website: _honeypot, sourcePage: _page, ...payload } = lead;
    const demo = payload.formId === "bookDemo" ? payload : null;
    return database.write((db) =>
      insertLead(
        db,
        {
          form_id: payload.formId,
          email: payload.email,
          email_normalized: payload.email.toLowerCase(),
          nome: demo?.nome ?? null,
          sobrenome: demo?.sobrenome ?? null,
          cargo: demo?.cargo ?? null,
          empresa: demo?.empresa ?? null,
          telefone: demo?.telefone ?? null,
          pais: demo?.pais ?? null,
          interesse: demo?.interesse ?? null,
          mensagem: demo?.mensagem || null,
          consentimento: demo ? (demo.consentimento ? 1 : 0) : null,
          payload: JSON.stringify(payload),
          ...meta,
        },
        database.destinations,
      ),
    );
  },
  answer: (lead) => ({ data: { formId: lead.formId } }),
};
