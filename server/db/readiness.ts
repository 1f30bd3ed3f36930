import { sql } from "kysely";
import type { DatabaseHandle } from "./kysely";
import { migrationsFor } from "./migrations";

/** The database answers and has every migration of this version (Kysely's own table lists the ones run). */
export async function databaseReady({ db, engine }: Pick<DatabaseHandle, "db" | "engine">): Promise<boolean> {
  const { rows } = await sql<{ count: string | number }>`select count(*) as count from kysely_migration`.execute(db);
  return Number(rows[0]?.count ?? 0) >= Object.keys(migrationsFor(engine)).length;
}
