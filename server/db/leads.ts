import { sql, type Kysely } from "kysely";
import { enqueueRecord } from "./outbox";
import type { Database, DestinationName, NewLead, NewPreregistration, RecordTable } from "./schema";

export interface StoredRow {
  id: number;
  createdAt: string;
  /** false when a newsletter e-mail was already subscribed and nothing new was written. */
  created: boolean;
}

/**
 * Inserts a lead and its outbox row for each of the `destinations` configured: call it inside
 * `DatabaseHandle.write`, whose transaction holds them all. A repeated newsletter e-mail is
 * acknowledged with the existing row and queues nothing.
 */
export async function insertLead(
  db: Kysely<Database>,
  lead: NewLead,
  destinations: readonly DestinationName[],
): Promise<StoredRow> {
  if (lead.form_id !== "newsletter") {
    const row = await db.insertInto("leads").values(lead).returning(["id", "created_at"]).executeTakeFirstOrThrow();
    await enqueueRecord(db, destinations, "leads", { ...row, form_id: lead.form_id });
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
    await enqueueRecord(db, destinations, "leads", { ...inserted, form_id: lead.form_id });
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

/** Inserts a pre-registration and its outbox rows (inside `DatabaseHandle.write`). */
export async function insertPreregistration(
  db: Kysely<Database>,
  row: NewPreregistration,
  destinations: readonly DestinationName[],
): Promise<StoredRow> {
  const stored = await db
    .insertInto("preregistrations")
    .values(row)
    .returning(["id", "created_at"])
    .executeTakeFirstOrThrow();
  await enqueueRecord(db, destinations, "preregistrations", stored);
  return { id: stored.id, createdAt: stored.created_at, created: true };
}

export const DESTINATIONS: readonly DestinationName[] = ["webhook", "rdstation", "hubspot"];

type DeliveryField = "status" | "attempts" | "last_attempt_at" | "delivered_at" | "error";
/** A record's delivery to each destination (all null where none was queued), and the event's id. */
export type Deliveries = { delivery_id: string | null } & Record<`${DestinationName}_${DeliveryField}`, unknown>;

export const DELIVERY_COLUMNS = [
  "delivery_id",
  ...DESTINATIONS.flatMap((destination) =>
    (["status", "attempts", "last_attempt_at", "delivered_at", "error"] as const).map(
      (field) => `${destination}_${field}` as const,
    ),
  ),
] as const;

/** The records' outbox rows, read in one query of the same range as the records (the rows carry their time). */
async function withDeliveries<R extends { id: number }>(
  db: Kysely<Database>,
  table: RecordTable,
  records: R[],
  since?: string,
): Promise<Array<R & Deliveries>> {
  let query = db
    .selectFrom("outbox")
    .select([
      "record_id",
      "destination",
      "event_id",
      "status",
      "attempts",
      "last_attempt_at",
      "delivered_at",
      "last_error",
    ])
    .where("record_table", "=", table)
    .where("type", "like", "%.created");
  if (since) query = query.where("created_at", ">=", since);
  const rows = new Map<number, Awaited<ReturnType<typeof query.execute>>>();
  for (const row of await query.execute()) rows.set(row.record_id, [...(rows.get(row.record_id) ?? []), row]);
  return records.map((record) => {
    const deliveries: Record<string, unknown> = { delivery_id: null };
    for (const destination of DESTINATIONS) {
      const row = rows.get(record.id)?.find((candidate) => candidate.destination === destination);
      if (row) deliveries.delivery_id = row.event_id;
      deliveries[`${destination}_status`] = row?.status ?? null;
      deliveries[`${destination}_attempts`] = row?.attempts ?? null;
      deliveries[`${destination}_last_attempt_at`] = row?.last_attempt_at ?? null;
      deliveries[`${destination}_delivered_at`] = row?.delivered_at ?? null;
      deliveries[`${destination}_error`] = row?.last_error ?? null;
    }
    return { ...record, ...(deliveries as Deliveries) };
  });
}

export async function listLeads(db: Kysely<Database>, since?: string) {
  let query = db.selectFrom("leads").selectAll().orderBy("id");
  if (since) query = query.where("created_at", ">=", since);
  return withDeliveries(db, "leads", await query.execute(), since);
}

export async function listPreregistrations(db: Kysely<Database>, since?: string) {
  let query = db.selectFrom("preregistrations").selectAll().orderBy("id");
  if (since) query = query.where("created_at", ">=", since);
  return withDeliveries(db, "preregistrations", await query.execute(), since);
}

export async function countRows(db: Kysely<Database>, table: keyof Database): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<string | number>().as("count"))
    .executeTakeFirstOrThrow();
  return Number(count);
}
