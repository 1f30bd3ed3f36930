import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, Migrator, PostgresDialect, SqliteDialect, type MigrationProvider } from "kysely";
import pg from "pg";
import { migrationsFor, type Engine } from "./migrations";
import type { Database } from "./schema";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  close(): Promise<void>;
}

/** Opens the database named by DATABASE_URL (`sqlite:PATH` or `postgres://…`) and migrates it. */
export async function openDatabase(url: string): Promise<DatabaseHandle> {
  const handle = url.startsWith("sqlite:") ? openSqlite(url.slice("sqlite:".length)) : openPostgres(url);
  await migrate(handle);
  return handle;
}

function openSqlite(file: string): DatabaseHandle {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, engine: "sqlite", close: () => db.destroy() };
}

function openPostgres(connectionString: string): DatabaseHandle {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  return { db, engine: "postgres", close: () => db.destroy() };
}

async function migrate({ db, engine }: DatabaseHandle): Promise<void> {
  const provider: MigrationProvider = { getMigrations: async () => migrationsFor(engine) };
  const { error } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) throw error;
}
