import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Engine } from "./migrations";
import type { Database, DestinationName, Lead, OutboxRow, Preregistration, RecordTable } from "./schema";

type EventKind = "lead" | "preregistration" | "contact" | "course_registration";

/** The kind of a stored record: contact and course registrations are leads of their own form ids. */
function eventKind(table: RecordTable, record: { form_id?: string }): EventKind {
  if (table === "preregistrations") return "preregistration";
  if (record.form_id === "contact") return "contact";
  if (record.form_id?.startsWith("course:")) return "course_registration";
  return "lead";
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
 * Queues a record's delivery to each destination, under one event id; call it in the transaction that
 * stored the record. Every form post pays for this insert, so it is one plain statement: the query
 * builder would cost it about 10 µs more.
 */
export async function enqueueRecord(
  db: Kysely<Database>,
  destinations: readonly DestinationName[],
  table: RecordTable,
  record: { id: number; created_at: string; form_id?: string },
): Promise<void> {
  if (destinations.length === 0) return;
  const now = new Date().toISOString();
  const eventId = crypto.randomUUID();
  const type = `${eventKind(table, record)}.created`;
  const rows = destinations.map(
    (destination) =>
      sql`(${eventId}, ${destination}, ${type}, ${table}, ${record.id}, ${record.created_at}, ${now}, ${"pending"}, ${0}, ${now})`,
  );
  await sql`insert into outbox (event_id, destination, type, record_table, record_id, created_at, queued_at, status, attempts, next_attempt_at)
    values ${sql.join(rows)}`.execute(db);
}

export type ClaimedEvent = Pick<
  OutboxRow,
  "id" | "event_id" | "type" | "record_table" | "record_id" | "created_at" | "attempts"
>;

/** An erasure's event: its record is gone, and nothing but its id travels. */
export const isDeletion = (event: Pick<ClaimedEvent, "type">) => event.type.endsWith(".deleted");

const free = (now: string) => sql<boolean>`(lease_until is null or lease_until < ${now})`;

/** Marks failed a destination's pending rows queued before `before` (24 h), unless an instance is sending one now. */
export async function expireOverdue(
  db: Kysely<Database>,
  destination: DestinationName,
  { now, before }: { now: string; before: string },
): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ status: "failed", lease_until: null, last_error: sql`coalesce(last_error, 'expired before delivery')` })
    .where("destination", "=", destination)
    .where("status", "=", "pending")
    .where("queued_at", "<", before)
    .where(free(now))
    .execute();
}

/**
 * Leases a destination's oldest due rows until `leaseUntil`; call it inside `DatabaseHandle.write`. On
 * PostgreSQL, SKIP LOCKED lets concurrent instances claim disjoint rows; a lease that ran out (a crashed
 * instance) is taken again. The rows are chosen by one statement and leased by a second: as the subquery
 * of the UPDATE, PostgreSQL re-evaluated the LIMIT for rows another instance had just updated and leased
 * far more than `limit` rows, longer to send than their lease, so the other instance sent them again.
 */
export async function claimDue(
  db: Kysely<Database>,
  engine: Engine,
  destination: DestinationName,
  { now, leaseUntil, limit }: { now: string; leaseUntil: string; limit: number },
): Promise<ClaimedEvent[]> {
  let due = db
    .selectFrom("outbox")
    .select("id")
    .where("destination", "=", destination)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<=", now)
    .where(free(now))
    .orderBy("id")
    .limit(limit);
  if (engine === "postgres") due = due.modifyEnd(sql`for update skip locked`);
  const ids = (await due.execute()).map((row) => row.id);
  if (ids.length === 0) return [];
  const rows = await db
    .updateTable("outbox")
    .set({ lease_until: leaseUntil })
    .where("id", "in", ids)
    .where("status", "=", "pending")
    .where(free(now))
    .returning(["id", "event_id", "type", "record_table", "record_id", "created_at", "attempts"])
    .execute();
  return rows.sort((a, b) => a.id - b.id);
}

/**
 * The `data` of each claimed event by outbox id: read from its record, or only the record's id for an
 * erasure; absent when the record of a `.created` event is gone.
 */
export async function eventsData(
  db: Kysely<Database>,
  events: ClaimedEvent[],
): Promise<Map<number, Record<string, unknown>>> {
  const ids = (table: RecordTable) =>
    events.filter((event) => event.record_table === table && !isDeletion(event)).map((event) => event.record_id);
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
    if (isDeletion(event)) data.set(event.id, { id: event.record_id });
    else if (record) data.set(event.id, eventData(record));
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

/** A destination is unavailable: none of its pending rows is tried before `until`, so the oldest goes first then. */
export async function holdQueue(db: Kysely<Database>, destination: DestinationName, until: string): Promise<void> {
  await db
    .updateTable("outbox")
    .set({ next_attempt_at: until })
    .where("destination", "=", destination)
    .where("status", "=", "pending")
    .where("next_attempt_at", "<", until)
    .execute();
}

export interface Backlog {
  pending: number;
  failed: number;
  oldestPendingAt: string | null;
}

/** What is waiting, in all and per destination: for the full /healthz and the metrics. */
export async function outboxBacklog(
  db: Kysely<Database>,
): Promise<Backlog & { destinations: Partial<Record<DestinationName, Backlog>> }> {
  const rows = await db
    .selectFrom("outbox")
    .select((eb) => [
      "destination",
      "status",
      eb.fn.countAll<string | number>().as("count"),
      eb.fn.min("queued_at").as("oldest"),
    ])
    .where("status", "in", ["pending", "failed"])
    .groupBy(["destination", "status"])
    .execute();
  const sum = (of: typeof rows): Backlog => {
    const pending = of.filter((row) => row.status === "pending");
    return {
      pending: pending.reduce((total, row) => total + Number(row.count), 0),
      failed: of.filter((row) => row.status === "failed").reduce((total, row) => total + Number(row.count), 0),
      oldestPendingAt: pending.map((row) => row.oldest).sort()[0] ?? null,
    };
  };
  const names = [...new Set(rows.map((row) => row.destination))].sort();
  return {
    ...sum(rows),
    destinations: Object.fromEntries(names.map((name) => [name, sum(rows.filter((row) => row.destination === name))])),
  };
}

/**
 * Queues rows again, as new: all of them, or only the failed ones, of records created since a date.
 * The event keeps its id, so a receiver that already has it can drop the repeat. Returns how many.
 */
export async function requeue(
  db: Kysely<Database>,
  { failedOnly, since, destination }: { failedOnly: boolean; since?: string; destination?: DestinationName },
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
  if (destination) query = query.where("destination", "=", destination);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
