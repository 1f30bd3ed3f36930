import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Engine } from "./migrations";
import type { Database, Lead, OutboxRow, Preregistration, RecordTable } from "./schema";

type EventType = "lead.created" | "preregistration.created" | "contact.created" | "course_registration.created";

/** The event type of a stored record: contact and course registrations are leads of their own form ids. */
function eventType(table: RecordTable, record: { form_id?: string }): EventType {
  if (table === "preregistrations") return "preregistration.created";
  if (record.form_id === "contact") return "contact.created";
  if (record.form_id?.startsWith("course:")) return "course_registration.created";
  return "lead.created";
}

/**
 * The event's `data`: the record as stored, e-mail included, with the submitted `payload` as an
 * object. Left out: the salted IP hash and the user agent (of no use to a CRM) and the lower-cased e-mail.
 */
export function eventData(record: Lead | Preregistration): Record<string, unknown> {
  const { ip_hash: _ip, user_agent: _agent, payload, ...fields } = record;
  const { email_normalized: _normalized, ...stored } = fields as typeof fields & { email_normalized?: string };
  return { ...stored, payload: JSON.parse(payload) as unknown };
}

/**
 * Queues a record's delivery; call it in the transaction that stored the record. Every form post pays
 * for this insert, so it is a plain statement: the query builder would cost it about 10 µs more.
 */
export async function enqueueRecord(
  db: Kysely<Database>,
  table: RecordTable,
  record: { id: number; created_at: string; form_id?: string },
): Promise<void> {
  const now = new Date().toISOString();
  await sql`insert into outbox (event_id, type, record_table, record_id, created_at, queued_at, status, attempts, next_attempt_at)
    values (${crypto.randomUUID()}, ${eventType(table, record)}, ${table}, ${record.id}, ${record.created_at}, ${now}, ${"pending"}, ${0}, ${now})`.execute(
    db,
  );
}

export type ClaimedEvent = Pick<
  OutboxRow,
  "id" | "event_id" | "type" | "record_table" | "record_id" | "created_at" | "attempts"
>;

const free = (now: string) => sql<boolean>`(lease_until is null or lease_until < ${now})`;

/** Marks failed the pending rows queued before `before` (24 h), unless an instance is sending one now. */
export async function expireOverdue(
  db: Kysely<Database>,
  { now, before }: { now: string; before: string },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "failed", lease_until: null, last_error: sql`coalesce(last_error, 'expired before delivery')` })
    .where("status", "=", "pending")
    .where("queued_at", "<", before)
    .where(free(now))
    .execute();
}

/**
 * Leases the oldest due rows until `leaseUntil`. On PostgreSQL, SKIP LOCKED lets concurrent
 * instances claim disjoint rows; a lease that ran out (a crashed instance) is taken again.
 */
export async function claimDue(
  db: Kysely<Database>,
  engine: Engine,
  { now, leaseUntil, limit }: { now: string; leaseUntil: string; limit: number },
): Promise<ClaimedEvent[]> {
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where(free(now))
    .orderBy("id")
    .limit(limit);
  if (engine === "postgres") due = due.modifyEnd(sql`for update skip locked`);
  const rows = await db
    .updateTable("outbox")
    .set({ lease_until: leaseUntil })
    .where("id", "in", due)
    .where("status", "=", "pending")
    .where(free(now))
    .returning(["id", "event_id", "type", "record_table", "record_id", "created_at", "attempts"])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/** The `data` of each claimed event by outbox id, read from its record; absent when the record was deleted. */
export async function eventsData(
  db: Kysely<Database>,
  events: ClaimedEvent[],
): Promise<Map<number, Record<string, unknown>>> {
  const ids = (table: RecordTable) =>
    events.filter((event) => event.record_table === table).map((event) => event.record_id);
  const leadIds = ids("leads");
  const preregistrationIds = ids("preregistrations");
  const records = new Map<string, Lead | Preregistration>();
  if (leadIds.length)
    for (const lead of await db.selectFrom("leads").selectAll().where("id", "in", leadIds).execute())
      records.set(`leads:${lead.id}`, lead);
  if (preregistrationIds.length) {
    for (const row of await db
      .selectFrom("preregistrations")
      .selectAll()
      .where("id", "in", preregistrationIds)
      .execute())
      records.set(`preregistrations:${row.id}`, row);
  }
  const data = new Map<number, Record<string, unknown>>();
  for (const event of events) {
    const record = records.get(`${event.record_table}:${event.record_id}`);
    if (record) data.set(event.id, eventData(record));
  }
  return data;
}

export type Settlement =
  | { id: number; outcome: "delivered"; at: string }
  | { id: number; outcome: "retry"; at: string; nextAttemptAt: string; error: string }
  | { id: number; outcome: "failed"; error: string }
  | { id: number; outcome: "released" };

/** Records what became of leased rows; a row whose lease was meanwhile taken over is left to its new holder. */
export async function settle(db: Kysely<Database>, leaseUntil: string, settlements: Settlement[]): Promise<void> {
  for (const settlement of settlements) {
    const held = db.updateTable("outbox").where("id", "=", settlement.id).where("lease_until", "=", leaseUntil);
    if (settlement.outcome === "released") {
      await held.set({ lease_until: null }).execute();
    } else if (settlement.outcome === "failed") {
      await held.set({ status: "failed", lease_until: null, last_error: settlement.error }).execute();
    } else if (settlement.outcome === "delivered") {
      await held
        .set({
          status: "delivered",
          lease_until: null,
          attempts: sql`attempts + 1`,
          last_attempt_at: settlement.at,
          delivered_at: settlement.at,
          last_error: null,
        })
        .execute();
    } else {
      await held
        .set({
          lease_until: null,
          attempts: sql`attempts + 1`,
          last_attempt_at: settlement.at,
          next_attempt_at: settlement.nextAttemptAt,
          last_error: settlement.error.slice(0, 500),
        })
        .execute();
    }
  }
}

/** The receiver is unavailable: no pending row is tried before `until`, so the oldest goes first then. */
export async function holdQueue(db: Kysely<Database>, until: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: until })
    .where("status", "=", "pending")
    .where("next_attempt_at", "<", until)
    .execute();
}

export interface Backlog {
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
}

/** What is waiting: for the full /healthz and the metrics. */
export async function outboxBacklog(db: Kysely<Database>): Promise<Backlog> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => ["status", eb.fn.countAll<string | number>().as("count"), eb.fn.min("queued_at").as("oldest")])
    .where("status", "in", ["pending", "failed"])
    .groupBy("status")
    .execute();
  const pending = rows.find((row) => row.status === "pending");
  const failed = rows.find((row) => row.status === "failed");
  return {
    pending: Number(pending?.count ?? 0),
    failed: Number(failed?.count ?? 0),
    oldestPendingAt: pending?.oldest ?? null,
  };
}

/**
 * Queues rows again, as new: all of them, or only the failed ones, of records created since a date.
 * The event keeps its id, so a receiver that already has it can drop the repeat. Returns how many.
 */
export async function requeue(
  db: Kysely<Database>,
  { failedOnly, since }: { failedOnly: boolean; since?: string },
): Promise<number> {
  const now = new Date().toISOString();
  let query = db
    .updateTable("outbox")
    .set({
      status: "pending",
      attempts: 0,
      queued_at: now,
      next_attempt_at: now,
      lease_until: null,
      delivered_at: null,
    })
    .where("status", "in", failedOnly ? ["failed"] : ["failed", "delivered"]);
  if (since) query = query.where("created_at", ">=", since);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
