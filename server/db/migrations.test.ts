import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import { Migrator } from "kysely/migration";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ENGINES, freshDatabaseUrl } from "../../tests/setup/test-app";
import { openDatabase } from "./kysely";
import { listPreregistrations } from "./leads";
import { migrationsFor, type Engine } from "./migrations";

/** A database left at the first migration, as deployed before the organization form existed. */
async function migrateToFirst(engine: Engine, url: string) {
  const db = new Kysely<any>({
    dialect:
      engine === "sqlite"
        ? new SqliteDialect({ database: new SQLite(url.slice("sqlite:".length)) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  const first = { "001-leads-and-preregistrations": migrationsFor(engine)["001-leads-and-preregistrations"]! };
  const { error } = await new Migrator({ db, provider: { getMigrations: async () => first } }).migrateToLatest();
  if (error) throw error as Error; // what a migration threw, typed unknown by Kysely
  await db
    .insertInto("preregistrations")
    .values({
      full_name: "Ana Souza",
      email: "old@example.com",
      company_name: "",
      doc: "",
      company_doc: "",
      account_type: "Edu",
      payload: "{}",
      created_at: "2025-01-01T00:00:00.000Z",
    })
    .execute();
  await db.destroy();
}

for (const engine of ENGINES) {
  describe(`migrations on ${engine}`, () => {
    it("002 adds the organization columns to an existing table, keeping its rows", async () => {
      const fresh = await freshDatabaseUrl(engine);
      try {
        await migrateToFirst(engine, fresh.url);
        const handle = await openDatabase(fresh.url);
        try {
          const [old] = await listPreregistrations(handle.db);
          expect(old).toMatchObject({
            email: "old@example.com",
            whatsapp: null,
            purpose: null,
            age_range: null,
            area: null,
            terms_accepted_at: null,
          });
          await handle.db
            .insertInto("preregistrations")
            .values({
              full_name: "Bia Lima",
              email: "new@example.com",
              company_name: "Lab Sul",
              doc: "",
              company_doc: "",
              account_type: "business",
              whatsapp: "+5511912345678",
              purpose: "academic",
              age_range: "18to24",
              area: "others",
              terms_accepted_at: "2026-01-01T00:00:00.000Z",
              payload: "{}",
              created_at: "2026-01-01T00:00:00.000Z",
            })
            .execute();
          const rows = await listPreregistrations(handle.db);
          expect(rows[1]).toMatchObject({
            whatsapp: "+5511912345678",
            purpose: "academic",
            age_range: "18to24",
            area: "others",
          });
        } finally {
          await handle.close();
        }
      } finally {
        await fresh.drop();
      }
    });
  });
}
