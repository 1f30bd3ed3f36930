import { sql, type Kysely } from "kysely";
import type { Migration } from "kysely/migration";

export type Engine = "sqlite" | "postgres";

/** Portable migrations: the same DDL runs on SQLite and PostgreSQL; only the id type differs. Never edit a shipped one: add the next. */
export const migrationsFor = (engine: Engine): Record<string, Migration> => ({
  "001-leads-and-preregistrations": {
    async up(db: Kysely<any>) {
      const idColumn = engine === "postgres" ? "serial" : "integer";
      await db.schema
        .createTable("leads")
        .ifNotExists()
        .addColumn("id", idColumn, (col) => col.primaryKey())
        .addColumn("form_id", "varchar(40)", (col) => col.notNull())
        .addColumn("email", "varchar(320)", (col) => col.notNull())
        .addColumn("email_normalized", "varchar(320)", (col) => col.notNull())
        .addColumn("nome", "text")
        .addColumn("sobrenome", "text")
        .addColumn("cargo", "text")
        .addColumn("empresa", "text")
        .addColumn("telefone", "text")
        .addColumn("pais", "text")
        .addColumn("interesse", "text")
        .addColumn("mensagem", "text")
        .addColumn("assunto", "text")
        .addColumn("consentimento", "integer")
        .addColumn("payload", "text", (col) => col.notNull())
        .addColumn("source_page", "text")
        .addColumn("language", "varchar(8)")
        .addColumn("ip_hash", "varchar(64)")
        .addColumn("user_agent", "text")
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .execute();
      await db.schema
        .createIndex("leads_newsletter_email_unique")
        .ifNotExists()
        .on("leads")
        .column("email_normalized")
        .unique()
        .where(sql.ref("form_id"), "=", "newsletter")
        .execute();
      await db.schema.createIndex("leads_created_at").ifNotExists().on("leads").column("created_at").execute();
      await db.schema
        .createTable("preregistrations")
        .ifNotExists()
        .addColumn("id", idColumn, (col) => col.primaryKey())
        .addColumn("full_name", "text", (col) => col.notNull())
        .addColumn("email", "varchar(320)", (col) => col.notNull())
        .addColumn("company_name", "text", (col) => col.notNull())
        .addColumn("doc", "varchar(32)", (col) => col.notNull())
        .addColumn("company_doc", "varchar(32)", (col) => col.notNull())
        .addColumn("account_type", "varchar(16)", (col) => col.notNull())
        .addColumn("payload", "text", (col) => col.notNull())
        .addColumn("source_page", "text")
        .addColumn("language", "varchar(8)")
        .addColumn("ip_hash", "varchar(64)")
        .addColumn("user_agent", "text")
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .execute();
    },
  },
  /** The organization form's extra answers; nullable, since the short forms never send them. */
  "002-preregistration-organization-fields": {
    async up(db: Kysely<any>) {
      // One column per statement: SQLite's ALTER TABLE adds a single column at a time.
      for (const [name, type] of [
        ["whatsapp", "varchar(20)"],
        ["purpose", "varchar(16)"],
        ["age_range", "varchar(16)"],
        ["area", "varchar(16)"],
        ["terms_accepted_at", "varchar(32)"],
      ] as const) {
        await db.schema.alterTable("preregistrations").addColumn(name, type).execute();
      }
    },
  },
  /** Values the server generates once and every instance shares (the IP hash secret). */
  "003-settings": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("settings")
        .ifNotExists()
        .addColumn("key", "varchar(64)", (col) => col.primaryKey())
        .addColumn("value", "text", (col) => col.notNull())
        .execute();
    },
  },
  /** The transactional outbox of the lead webhook (docs/webhooks.md): one row per record to deliver. */
  "004-outbox": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("outbox")
        .addColumn("id", engine === "postgres" ? "serial" : "integer", (col) => col.primaryKey())
        // Indexes cost every form's insert: the event id (a random UUID, unique by construction) is never
        // looked up, nor is the record but by the admin export's join, which SQLite and PostgreSQL index themselves.
        .addColumn("event_id", "varchar(36)", (col) => col.notNull())
        .addColumn("type", "varchar(40)", (col) => col.notNull())
        .addColumn("record_table", "varchar(20)", (col) => col.notNull())
        .addColumn("record_id", "integer", (col) => col.notNull())
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .addColumn("queued_at", "varchar(32)", (col) => col.notNull())
        .addColumn("status", "varchar(12)", (col) => col.notNull())
        .addColumn("attempts", "integer", (col) => col.notNull())
        .addColumn("next_attempt_at", "varchar(32)", (col) => col.notNull())
        .addColumn("lease_until", "varchar(32)")
        .addColumn("last_attempt_at", "varchar(32)")
        .addColumn("last_error", "text")
        .addColumn("delivered_at", "varchar(32)")
        .execute();
      await db.schema.createIndex("outbox_status").on("outbox").columns(["status", "id"]).execute();
    },
  },
  /**
   * Destinations (docs/webhooks.md) and ids never reused (docs/security.md, finding 6). Existing outbox
   * rows were the webhook's. SQLite gives a deleted highest id to the next row unless the table is
   * AUTOINCREMENT, which only a rebuild adds; PostgreSQL's serial sequences never go back.
   */
  "005-outbox-destinations-and-ids-never-reused": {
    async up(db: Kysely<any>) {
      await db.schema
        .alterTable("outbox")
        .addColumn("destination", "varchar(20)", (col) => col.notNull().defaultTo("webhook"))
        .execute();
      if (engine === "sqlite")
        for (const table of ["leads", "preregistrations"]) await rebuildWithAutoincrement(db, table);
    },
  },
  /** "Was this helpful?" of docs sections and articles: no e-mail, no IP hash, nothing that names the reader. */
  "006-page-feedback": {
    async up(db: Kysely<any>) {
      await db.schema
        .createTable("page_feedback")
        .addColumn("id", engine === "postgres" ? "serial" : "integer", (col) => col.primaryKey())
        .addColumn("page", "varchar(200)", (col) => col.notNull())
        .addColumn("helpful", "integer", (col) => col.notNull())
        .addColumn("comment", "text")
        .addColumn("language", "varchar(8)")
        .addColumn("created_at", "varchar(32)", (col) => col.notNull())
        .execute();
      await db.schema.createIndex("page_feedback_page").on("page_feedback").column("page").execute();
    },
  },
});

/** Copies a SQLite table into one declared AUTOINCREMENT, keeping its rows, ids and indexes. */
async function rebuildWithAutoincrement(db: Kysely<any>, table: string): Promise<void> {
  const { rows } = await sql<{ type: string; sql: string }>`select type, sql from sqlite_master
    where tbl_name = ${table} and sql is not null order by type desc`.execute(db);
  const [create, ...indexes] = rows;
  const rebuilt = `${table}_rebuilt`;
  const declaration = create!.sql
    .replace(`"${table}"`, `"${rebuilt}"`)
    .replace(/"id" integer primary key/i, '"id" integer primary key autoincrement');
  if (!declaration.includes("autoincrement")) throw new Error(`${table}: no integer primary key to rebuild`);
  await sql.raw(declaration).execute(db);
  await sql.raw(`insert into "${rebuilt}" select * from "${table}"`).execute(db);
  await sql.raw(`drop table "${table}"`).execute(db);
  await sql.raw(`alter table "${rebuilt}" rename to "${table}"`).execute(db);
  for (const index of indexes) await sql.raw(index.sql).execute(db);
}
