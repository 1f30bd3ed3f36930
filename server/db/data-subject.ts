import crypto from "node:crypto";
import { sql, type Kysely } from "kysely";
import type { Database, DestinationName, RecordTable } from "./schema";

// Callers run these through DatabaseHandle.write (one transaction with the group commit on SQLite).

export interface DeletedRows {
  leads: number;
  preregistrations: number;
}

export interface Erasure extends DeletedRows {
  /** Destinations queued a signed `*.deleted` event for each record they may hold. */
  notified: DestinationName[];
  /** Destinations that may hold the person's records but cannot be told through their API: erase there by hand. */
  eraseByHand: DestinationName[];
}

/**
 * LGPD erasure: every row of one person (e-mail compared case-insensitively) in every table that holds
 * personal data, their outbox rows (whose `last_error` may echo the receiver's copy) with them, and for
 * each record a destination may already hold (delivered, tried, or being sent) a `<kind>.deleted` event
 * to that destination when it can take one (`erasable`), in the same transaction (docs/security.md, 5).
 */
export async function deletePerson(
  db: Kysely<Database>,
  email: string,
  erasable: readonly DestinationName[] = [],
): Promise<Erasure> {
  const normalized = email.trim().toLowerCase();
  const leadIds = db.selectFrom("leads").select("id").where("email_normalized", "=", normalized);
  const preregistrationIds = db
    .selectFrom("preregistrations")
    .select("id")
    .where(sql`lower(email)`, "=", normalized);
  const ofPerson = (table: RecordTable) =>
    db
      .selectFrom("outbox")
      .where("record_table", "=", table)
      .where("record_id", "in", table === "leads" ? leadIds : preregistrationIds);
  const held = [
    ...(await ofPerson("leads").selectAll().execute()),
    ...(await ofPerson("preregistrations").selectAll().execute()),
  ].filter(
    (row) =>
      row.type.endsWith(".created") && (row.status === "delivered" || row.attempts > 0 || row.lease_until !== null),
  );
  for (const table of ["leads", "preregistrations"] as const) {
    await db
      .deleteFrom("outbox")
      .where("record_table", "=", table)
      .where("record_id", "in", table === "leads" ? leadIds : preregistrationIds)
      .execute();
  }
  const now = new Date().toISOString();
  const notices = held.filter((row) => erasable.includes(row.destination));
  if (notices.length > 0) {
    await db
      .insertInto("outbox")
      .values(
        notices.map((row) => ({
          event_id: crypto.randomUUID(),
          destination: row.destination,
          type: row.type.replace(/\.created$/, ".deleted"),
          record_table: row.record_table,
          record_id: row.record_id,
          created_at: now,
          queued_at: now,
          status: "pending" as const,
          attempts: 0,
          next_attempt_at: now,
        })),
      )
      .execute();
  }
  const leads = await db.deleteFrom("leads").where("email_normalized", "=", normalized).executeTakeFirst();
  const preregistrations = await db
    .deleteFrom("preregistrations")
    .where(sql`lower(email)`, "=", normalized)
    .executeTakeFirst();
  const destinations = (rows: typeof held) => [...new Set(rows.map((row) => row.destination))].sort();
  return {
    leads: Number(leads.numDeletedRows),
    preregistrations: Number(preregistrations.numDeletedRows),
    notified: destinations(notices),
    eraseByHand: destinations(held.filter((row) => !erasable.includes(row.destination))),
  };
}

/**
 * Retention: deletes the rows stored before `cutoff` (ISO time) in every table that holds personal data,
 * and the outbox rows of that age (a record's row carries the record's time).
 */
export async function deleteStoredBefore(db: Kysely<Database>, cutoff: string): Promise<DeletedRows> {
  await db.deleteFrom("outbox").where("created_at", "<", cutoff).execute();
  const leads = await db.deleteFrom("leads").where("created_at", "<", cutoff).executeTakeFirst();
  const preregistrations = await db.deleteFrom("preregistrations").where("created_at", "<", cutoff).executeTakeFirst();
  return { leads: Number(leads.numDeletedRows), preregistrations: Number(preregistrations.numDeletedRows) };
}
