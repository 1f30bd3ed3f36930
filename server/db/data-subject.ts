import { sql, type Kysely } from "kysely";
import type { Database } from "./schema";

// Callers run these through DatabaseHandle.write (one transaction with the group commit on SQLite).

export interface DeletedRows {
  leads: number;
  preregistrations: number;
}

/** LGPD erasure: every row of one person (e-mail compared case-insensitively) in every table that holds personal data. */
export async function deletePerson(db: Kysely<Database>, email: string): Promise<DeletedRows> {
  const normalized = email.trim().toLowerCase();
  const leads = await db.deleteFrom("leads").where("email_normalized", "=", normalized).executeTakeFirst();
  const preregistrations = await db
    .deleteFrom("preregistrations")
    .where(sql`lower(email)`, "=", normalized)
    .executeTakeFirst();
  return { leads: Number(leads.numDeletedRows), preregistrations: Number(preregistrations.numDeletedRows) };
}

/** Retention: deletes the rows stored before `cutoff` (ISO time) in every table that holds personal data. */
export async function deleteStoredBefore(db: Kysely<Database>, cutoff: string): Promise<DeletedRows> {
  const leads = await db.deleteFrom("leads").where("created_at", "<", cutoff).executeTakeFirst();
  const preregistrations = await db.deleteFrom("preregistrations").where("created_at", "<", cutoff).executeTakeFirst();
  return { leads: Number(leads.numDeletedRows), preregistrations: Number(preregistrations.numDeletedRows) };
}
