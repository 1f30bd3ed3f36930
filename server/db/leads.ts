import { sql, type Kysely } from "kysely";
import { enqueueRecord } from "./outbox";
import type { Database, NewLead, NewPreregistration } from "./schema";

export interface StoredRow {
  id: number;
  createdAt: string;
  /** false when a newsletter e-mail was already subscribed and nothing new was written. */
  created: boolean;
}

/**
 * Inserts a lead and, when `outbox` (deliveries configured), its outbox row: call it inside
 * `DatabaseHandle.write`, whose transaction holds both. A repeated newsletter e-mail is
 * acknowledged with the existing row and queues nothing.
 */
export async function insertLead(db: Kysely<Database>, lead: NewLead, outbox: boolean): Promise<StoredRow> {
  if (lead.form_id !== "newsletter") {
    const row = await db.insertInto("leads").values(lead).returning(["id", "created_at"]).executeTakeFirstOrThrow();
    if (outbox) await enqueueRecord(db, "leads", { ...row, form_id: lead.form_id });
    return { id: row.id, createdAt: row.created_at, created: true };
  }
  const inserted = await db
    .insertInto("leads")
    .values(lead)
    // A literal predicate: SQLite matches a partial unique index only against constant terms.
    .onConflict((oc) =>
      oc
        .column("email_normalized")
        .where(sql<boolean>`form_id = 'newsletter'`)
        .doNothing(),
    )
    .returning(["id", "created_at"])
    .executeTakeFirst();
  if (inserted) {
    if (outbox) await enqueueRecord(db, "leads", { ...inserted, form_id: lead.form_id });
    return { id: inserted.id, createdAt: inserted.created_at, created: true };
  }
  const existing = await db
    .selectFrom("leads")
    .select(["id", "created_at"])
    .where("form_id", "=", "newsletter")
    .where("email_normalized", "=", lead.email_normalized)
    .executeTakeFirstOrThrow();
  return { id: existing.id, createdAt: existing.created_at, created: false };
}

/** Inserts a pre-registration and, when `outbox`, its outbox row (inside `DatabaseHandle.write`). */
export async function insertPreregistration(
  db: Kysely<Database>,
  row: NewPreregistration,
  outbox: boolean,
): Promise<StoredRow> {
  const stored = await db
    .insertInto("preregistrations")
    .values(row)
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  if (outbox) await enqueueRecord(db, "preregistrations", stored);
  return { id: stored.id, createdAt: stored.created_at, created: true };
}

/** Each record's delivery to the lead webhook, from its outbox row (all null when none was queued). */
const DELIVERY_COLUMNS = [
  "outbox.event_id as delivery_id",
  "outbox.status as delivery_status",
  "outbox.attempts as delivery_attempts",
  "outbox.last_attempt_at as delivery_last_attempt_at",
  "outbox.delivered_at as delivered_at",
  "outbox.last_error as delivery_error",
] as const;

export async function listLeads(db: Kysely<Database>, since?: string) {
  let query = db
    .selectFrom("leads")
    .leftJoin("outbox", (join) =>
      join.onRef("outbox.record_id", "=", "leads.id").on("outbox.record_table", "=", "leads"),
    )
    .selectAll("leads")
    .select(DELIVERY_COLUMNS)
    .orderBy("leads.id");
  if (since) query = query.where("leads.created_at", ">=", since);
  return query.execute();
}

export async function listPreregistrations(db: Kysely<Database>, since?: string) {
  let query = db
    .selectFrom("preregistrations")
    .leftJoin("outbox", (join) =>
      join.onRef("outbox.record_id", "=", "preregistrations.id").on("outbox.record_table", "=", "preregistrations"),
    )
    .selectAll("preregistrations")
    .select(DELIVERY_COLUMNS)
    .orderBy("preregistrations.id");
  if (since) query = query.where("preregistrations.created_at", ">=", since);
  return query.execute();
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
