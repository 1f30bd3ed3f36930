import fs from "node:fs";
import path from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, sql, SqliteDialect } from "kysely";
import { Migrator, type MigrationProvider } from "kysely/migration";
import pg from "pg";
import { migrationsFor, type Engine } from "./migrations";
import type { Database, DestinationName } from "./schema";

/** Form posts tell the delivery senders that a record was queued (server/delivery/deliveries.ts). */
export class FormPostSignal {
  private readonly listeners = new Set<() => void>();

  listen(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  notify(): void {
    for (const listener of this.listeners) listener();
  }
}

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Where stored records are delivered: inserting one also queues it in the outbox for each (server/db/outbox.ts). */
  destinations: readonly DestinationName[];
  formPosts: FormPostSignal;
  /** Runs a write in a transaction; it resolves only once the write is durably committed. */
  write<T>(work: (db: Kysely<Database>) => Promise<T>): Promise<T>;
  close: () => Promise<void>;
}

type Connection = Omit<DatabaseHandle, "destinations" | "formPosts">;

/**
 * Opens the database named by DATABASE_URL (`sqlite:PATH` or `postgres://…`) and migrates it.
 * `destinations`: where stored records are queued for delivery (none unless configured).
 */
export async function openDatabase(
  url: string,
  { destinations = [] }: { destinations?: readonly DestinationName[] } = {},
): Promise<DatabaseHandle> {
  const handle = url.startsWith("sqlite:") ? openSqlite(url.slice("sqlite:".length)) : openPostgres(url);
  await migrateWith(handle.db, handle.engine, migrationsFor(handle.engine));
  return { ...handle, destinations, formPosts: new FormPostSignal() };
}

function openSqlite(file: string): Connection {
  if (file !== ":memory:") fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const database = new SQLite(file);
  database.pragma("journal_mode = WAL");
  database.pragma("synchronous = FULL");
  database.pragma("busy_timeout = 5000");
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database }) });
  return { db, engine: "sqlite", write: groupCommit(db), close: () => db.destroy() };
}

function openPostgres(connectionString: string): Connection {
  const pool = new pg.Pool({ connectionString, max: 10, connectionTimeoutMillis: 3000 });
  // An idle client losing its connection must not crash the process; the next query reconnects.
  pool.on("error", () => {});
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  // PostgreSQL groups concurrent commits in its own WAL; each write is its own transaction.
  return { db, engine: "postgres", write: (work) => inTransaction(db, work), close: () => db.destroy() };
}

interface QueuedWrite {
  work: (db: Kysely<Database>) => Promise<unknown>;
  resolve: (value: unknown) => void;
  reject: (error: unknown) => void;
}

/**
 * SQLite with synchronous=FULL pays one fsync per transaction. Writes that arrive together are
 * committed together in one transaction (group commit); each caller is answered only after that
 * commit. If the batch fails, its writes are retried one by one so one bad write fails alone.
 */
function groupCommit(db: Kysely<Database>): DatabaseHandle["write"] {
  let queue: QueuedWrite[] = [];
  let scheduled = false;
  const runAlone = (item: QueuedWrite) => inTransaction(db, item.work).then(item.resolve, item.reject);
  const flush = async () => {
    scheduled = false;
    const batch = queue;
    queue = [];
    if (batch.length === 1) return runAlone(batch[0]!);
    try {
      const results = await inTransaction(db, async (trx) => {
        const done: unknown[] = [];
        for (const item of batch) done.push(await item.work(trx));
        return done;
      });
      batch.forEach((item, index) => item.resolve(results[index]));
    } catch {
      for (const item of batch) await runAlone(item);
    }
  };
  return <T>(work: (db: Kysely<Database>) => Promise<T>) =>
    new Promise<T>((resolve, reject) => {
      queue.push({ work, resolve: resolve as (value: unknown) => void, reject });
      if (!scheduled) {
        scheduled = true;
        setImmediate(() => void flush());
      }
    });
}

/**
 * A transaction that fails with the error that broke it: when SQLite has already rolled back by itself
 * (disk full, I/O error), Kysely's own ROLLBACK fails with "cannot rollback - no transaction is active",
 * which would otherwise hide the real cause from the answer (503) and the log.
 */
async function inTransaction<T>(db: Kysely<Database>, work: (trx: Kysely<Database>) => Promise<T>): Promise<T> {
  let cause: unknown;
  try {
    return await db.transaction().execute(async (trx) => {
      try {
        return await work(trx);
      } catch (error) {
        cause = error;
        throw error;
      }
    });
  } catch (error) {
    throw cause ?? error;
  }
}

/**
 * Runs `migrations` with Kysely's migrator. On PostgreSQL it names the connection's own schema: unnamed, Kysely
 * looks for its migration tables in every schema of the database and takes another schema's (another app's, a
 * second deployment's) for ours, then fails on a table that is not on its search path.
 */
export async function migrateWith(
  db: Kysely<Database>,
  engine: Engine,
  migrations: Awaited<ReturnType<MigrationProvider["getMigrations"]>>,
): Promise<void> {
  const migrationTableSchema = engine === "postgres" ? await currentSchema(db) : undefined;
  const provider: MigrationProvider = { getMigrations: async () => migrations };
  const { error } = await new Migrator({ db, provider, migrationTableSchema }).migrateToLatest();
  if (error) throw error as Error; // what a migration threw, typed unknown by Kysely
}

async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return rows[0]!.schema;
}
