import { Kysely, PostgresDialect, SqliteDialect } from "kysely";
import SQLite from "better-sqlite3";
import pg from "pg";
import { describe, expect, it } from "vitest";
import { ENGINES, freshDatabaseUrl } from "../../tests/setup/test-app";
import { migrateWith, openDatabase } from "./kysely";
import { listPreregistrations } from "./leads";
import { migrationsFor, type Engine } from "./migrations";

/** The database at `url` migrated up to `last` only, as deployed before the next ones existed. */
async function migrateUpTo(engine: Engine, url: string, last: string) {
  const db = new Kysely<any>({
    dialect:
      engine === "sqlite"
        ? new SqliteDialect({ database: new SQLite(url.slice("sqlite:".length)) })
        : new PostgresDialect({ pool: new pg.Pool({ connectionString: url, max: 1 }) }),
  });
  const all = Object.entries(migrationsFor(engine));
  await migrateWith(db, engine, Object.fromEntries(all.slice(0, all.findIndex(([name]) => name === last) + 1)));
  return db;
}

/** A database left at the first migration, as deployed before the organization form existed. */
async function migrateToFirst(engine: Engine, url: string) {
  const db = await migrateUpTo(engine, url, "001-leads-and-preregistrations");
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

    it("005 keeps the rows, ids and indexes, makes the outbox rows the webhook's, and never reuses a deleted id", async () => {
      const fresh = await freshDatabaseUrl(engine);
      try {
        const old = await migrateUpTo(engine, fresh.url, "004-outbox");
        const lead = (email: string, form_id = "newsletter") => ({
          form_id,
          email,
          email_normalized: email,
          payload: "{}",
          created_at: "2025-01-01T00:00:00.000Z",
        });
        await old
          .insertInto("leads")
          .values([lead("a@example.com"), lead("b@example.com", "bookDemo")])
          .execute();
        await old
          .insertInto("outbox")
          .values({
            event_id: "3f0c0000-0000-4000-8000-000000000001",
            type: "lead.created",
            record_table: "leads",
            record_id: 2,
            created_at: "2025-01-01T00:00:00.000Z",
            queued_at: "2025-01-01T00:00:00.000Z",
            status: "pending",
            attempts: 0,
            next_attempt_at: "2025-01-01T00:00:00.000Z",
          })
          .execute();
        await old.destroy();

        const handle = await openDatabase(fresh.url);
        try {
          expect(await handle.db.selectFrom("leads").select(["id", "email"]).orderBy("id").execute()).toEqual([
            { id: 1, email: "a@example.com" },
            { id: 2, email: "b@example.com" },
          ]);
          expect(await handle.db.selectFrom("outbox").select(["record_id", "destination"]).execute()).toEqual([
            { record_id: 2, destination: "webhook" },
          ]);
          // The newsletter's unique index came through the rebuild.
          await expect(handle.db.insertInto("leads").values(lead("a@example.com")).execute()).rejects.toThrow(
            /unique/i,
          );
          await handle.db.deleteFrom("leads").where("id", "=", 2).execute();
          const next = await handle.db
            .insertInto("leads")
            .values(lead("c@example.com", "bookDemo"))
            .returning("id")
            .executeTakeFirstOrThrow();
          expect(next.id).toBeGreaterThan(2);
        } finally {
          await handle.close();
        }
      } finally {
        await fresh.drop();
      }
    });

    // PostgreSQL only: schemas are its own; a SQLite database is one file with one schema, so the case cannot arise.
    it.runIf(engine === "postgres")(
      "migrates its own schema when another schema of the database already has Kysely's migration tables",
      async () => {
        const [other, own] = [await freshDatabaseUrl(engine), await freshDatabaseUrl(engine)];
        try {
          await (await openDatabase(other.url)).close();
          const handle = await openDatabase(own.url);
          try {
            expect(await listPreregistrations(handle.db)).toEqual([]);
          } finally {
            await handle.close();
          }
        } finally {
          await Promise.all([other.drop(), own.drop()]);
        }
      },
    );
  });
}
