import express, { type RequestHandler } from "express";
import type { Kysely } from "kysely";
import { z } from "zod";
import { deletePerson } from "../db/data-subject";
import type { DatabaseHandle } from "../db/kysely";
import { feedbackByPage } from "../db/feedback";
import { DELIVERY_COLUMNS, listLeads, listPreregistrations } from "../db/leads";
import type { Database, DestinationName } from "../db/schema";
import { toCsv, type CsvValue } from "../export/csv";

export const LEAD_COLUMNS = [
  "id",
  "form_id",
  "created_at",
  "email",
  "nome",
  "sobrenome",
  "cargo",
  "empresa",
  "telefone",
  "pais",
  "interesse",
  "mensagem",
  "assunto",
  "consentimento",
  "language",
  "source_page",
  "user_agent",
  "ip_hash",
  "payload",
  ...DELIVERY_COLUMNS,
] as const;

export const PREREGISTRATION_COLUMNS = [
  "id",
  "created_at",
  "full_name",
  "email",
  "company_name",
  "doc",
  "company_doc",
  "account_type",
  "whatsapp",
  "purpose",
  "age_range",
  "area",
  "terms_accepted_at",
  "language",
  "source_page",
  "user_agent",
  "ip_hash",
  "payload",
  ...DELIVERY_COLUMNS,
] as const;

/** "Was this helpful?" counted per page (server/db/feedback.ts), not one row per answer. */
export const FEEDBACK_COLUMNS = ["page", "yes", "no", "comments", "last_answer_at"] as const;

const EXPORTS = {
  leads: { rows: listLeads, columns: LEAD_COLUMNS },
  preregistrations: { rows: listPreregistrations, columns: PREREGISTRATION_COLUMNS },
  feedback: { rows: feedbackByPage, columns: FEEDBACK_COLUMNS },
} as const;

export type ExportTable = keyof typeof EXPORTS;
export const isExportTable = (table: unknown): table is ExportTable =>
  typeof table === "string" && Object.hasOwn(EXPORTS, table);

/** The CSV (or rows) of one table, shared by the admin route and `npm run leads:export`. */
export async function exportRows(db: Kysely<Database>, table: ExportTable, since?: string): Promise<object[]> {
  return EXPORTS[table].rows(db, since);
}

export function rowsToCsv(table: ExportTable, rows: ReadonlyArray<object>): string {
  return toCsv(rows as ReadonlyArray<Record<string, CsvValue>>, EXPORTS[table].columns);
}

const erasureBody = z.object({ email: z.email() });

/**
 * DELETE /api/admin/leads with `{"email": "…"}` (LGPD erasure), behind requireAdminToken: what was deleted,
 * per table, and which destinations were sent the erasure or must be told by hand. The e-mail travels in
 * the body: a query string ends up in proxy and access logs (docs/security.md, finding 5).
 */
export const adminDeletePersonEndpoint = (
  database: DatabaseHandle,
  erasable: readonly DestinationName[],
): RequestHandler[] => [
  express.json({ limit: "1kb", strict: true }),
  async (req, res, next) => {
    if (req.query.email !== undefined) {
      res.status(400).json({ message: 'Send the e-mail in the JSON body, {"email": "…"}, not in the address.' });
      return;
    }
    const parsed = erasureBody.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json({ message: 'Send {"email": "<address>"} as application/json.' });
      return;
    }
    try {
      res.json({ data: await database.write((db) => deletePerson(db, parsed.data.email, erasable)) });
    } catch (error) {
      next(error);
    }
  },
];

/** GET /api/admin/leads?format=csv|json&since=ISO&table=leads|preregistrations|feedback, behind requireAdminToken. */
export const adminLeadsEndpoint =
  (db: Kysely<Database>): RequestHandler =>
  async (req, res, next) => {
    const format = req.query.format ?? "json";
    const table = req.query.table ?? "leads";
    const since = typeof req.query.since === "string" ? req.query.since : undefined;
    if (
      (format !== "csv" && format !== "json") ||
      !isExportTable(table) ||
      (since !== undefined && Number.isNaN(Date.parse(since)))
    ) {
      res
        .status(400)
        .json({ message: "Use format=csv|json, table=leads|preregistrations|feedback and an ISO date in since." });
      return;
    }
    try {
      const rows = await exportRows(db, table, since && new Date(since).toISOString());
      res.setHeader("Cache-Control", "no-store");
      if (format === "json") {
        res.json({ data: rows });
        return;
      }
      res.setHeader("Content-Type", "text/csv; charset=utf-8");
      res.setHeader("Content-Disposition", `attachment; filename="${table}.csv"`);
      res.send(rowsToCsv(table, rows));
    } catch (error) {
      next(error);
    }
  };
