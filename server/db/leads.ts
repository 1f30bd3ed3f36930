import { sql, type Kysely } from "kysely";
import type { Database, Lead, NewLead, NewPreregistration, Preregistration } from "./schema";

export interface StoredRow {
  id: number;
  createdAt: string;
  /** false when a newsletter e-mail was already subscribed and nothing new was written. */
  created: boolean;
}

/** Inserts a lead; a repeated newsletter e-mail is acknowledged with the existing row. */
export async function insertLead(db: Kysely<Database>, lead: NewLead): Promise<StoredRow> {
  if (lead.form_id !== "newsletter") {
    const row = await db.insertInto("leads").values(lead).returning(["id", "created_at"]).executeTakeFirstOrThrow();
    return { id: row.id, createdAt: row.created_at, created: true };
  }
  const inserted = await db
    .insertInto("leads")
    .values(lead)
        // A literal predicate: SQLite matches a partial unique index only against constant terms.
    .onConflict((oc) => oc.column("email_normalized").where(sql<boolean>`form_id = 'newsletter'`).doNothing())
    .returning(["id", "created_at"])
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, createdAt: inserted.created_at, created: true };
  const existing = await db
    .selectFrom("leads")
    .select(["id", "created_at"])
    .where("form_id", "=", "newsletter")
    .where("email_normalized", "=", lead.email_normalized)
    .executeTakeFirstOrThrow();
  return { id: existing.id, createdAt: existing.created_at, created: false };
}

export async function insertPreregistration(db: Kysely<Database>, row: NewPreregistration): Promise<StoredRow> {
  const stored = await db.insertInto("preregistrations").values(row).returning(["id", "created_at"]).executeTakeFirstOrThrow();
  return { id: stored.id, createdAt: stored.created_at, created: true };
}

export async function listLeads(db: Kysely<Database>, since?: string): Promise<Lead[]> {
  let query = db.selectFrom("leads").selectAll().orderBy("id");
  if (since) query = query.where("created_at", ">=", since);
  return query.execute();
}

export async function listPreregistrations(db: Kysely<Database>, since?: string): Promise<Preregistration[]> {
  let query = db.selectFrom("preregistrations").selectAll().orderBy("id");
  if (since) query = query.where("created_at", ">=", since);
  return query.execute();
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { count } = await db.selectFrom(table).select((eb) => eb.fn.countAll<string | number>().as("count")).executeTakeFirstOrThrow();
  return Number(count);
}
