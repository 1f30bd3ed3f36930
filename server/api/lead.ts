import { LeadSchema } from "../../app/lib/schemas";
import { insertLead } from "../db/leads";
import type { DatabaseHandle } from "../db/kysely";
import { jsonEndpoint } from "./handler";
import { requestMeta } from "./request-meta";

/** POST /api/lead: newsletter and bookDemo (spec §3, §7). */
export const leadEndpoint = (database: DatabaseHandle, ipSalt: string) =>
  jsonEndpoint(LeadSchema, async (lead, req, res) => {
    const { website: _honeypot, sourcePage, ...payload } = lead;
    const demo = payload.formId === "bookDemo" ? payload : null;
    const stored = await database.write((db) => insertLead(db, {
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
      ...requestMeta(req, sourcePage, ipSalt),
    }));
    res.status(201).json({ data: { id: stored.id, formId: payload.formId, createdAt: stored.createdAt } });
  });
