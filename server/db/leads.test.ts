import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./kysely";
import { deletePerson } from "./data-subject";
import { countRows, DESTINATIONS as ALL, insertLead, listLeads } from "./leads";
import type { NewLead } from "./schema";

const newsletter = (email: string): NewLead => ({
  form_id: "newsletter",
  email,
  email_normalized: email.toLowerCase(),
  payload: JSON.stringify({ email }),
  created_at: new Date().toISOString(),
});

describe("leads on SQLite", () => {
  let dir: string;
  let handle: DatabaseHandle;
  beforeEach(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "niot-db-"));
    handle = await openDatabase(`sqlite:${path.join(dir, "site.db")}`);
  });
  afterEach(async () => {
    await handle.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("stores a repeated newsletter e-mail once, whatever its case, and queues one delivery per destination under one event id", async () => {
    const first = await handle.write((db) => insertLead(db, newsletter("Ana@Example.com"), ALL));
    const second = await handle.write((db) => insertLead(db, newsletter("ana@example.COM"), ALL));
    expect(first.created).toBe(true);
    expect(second).toEqual({ ...first, created: false });
    expect(await countRows(handle.db, "leads")).toBe(1);
    expect(await countRows(handle.db, "outbox")).toBe(3);
    const rows = await handle.db.selectFrom("outbox").selectAll().execute();
    expect(rows.map((row) => row.destination)).toEqual(["webhook", "rdstation", "hubspot"]);
    expect(new Set(rows.map((row) => row.event_id)).size).toBe(1);
  });

  it("queues nothing when deliveries are off", async () => {
    await handle.write((db) => insertLead(db, newsletter("off@example.com"), []));
    expect(await countRows(handle.db, "outbox")).toBe(0);
  });

  it("keeps no record whose outbox row could not be written: both are one transaction", async () => {
    await handle.db.schema.dropTable("outbox").execute();
    await expect(handle.write((db) => insertLead(db, newsletter("lost@example.com"), ALL))).rejects.toThrow(/outbox/);
    expect(await countRows(handle.db, "leads")).toBe(0);
  });

  it("filters the listing by creation time", async () => {
    await insertLead(handle.db, { ...newsletter("old@example.com"), created_at: "2025-01-01T00:00:00.000Z" }, []);
    await insertLead(handle.db, { ...newsletter("new@example.com"), created_at: "2026-01-01T00:00:00.000Z" }, []);
    expect((await listLeads(handle.db, "2025-06-01")).map((l) => l.email)).toEqual(["new@example.com"]);
  });

  it("never gives a deleted record's id to the next one (docs/security.md, finding 6)", async () => {
    const first = await handle.write((db) => insertLead(db, newsletter("first@example.com"), ALL));
    await handle.write((db) => deletePerson(db, "first@example.com"));
    const next = await handle.write((db) => insertLead(db, newsletter("next@example.com"), ALL));
    expect(next.id).toBeGreaterThan(first.id);
    const outbox = await handle.db.selectFrom("outbox").select("record_id").execute();
    expect(outbox.map((row) => row.record_id)).toEqual([next.id, next.id, next.id]);
  });

  it("runs migrations idempotently on reopen", async () => {
    await handle.close();
    handle = await openDatabase(`sqlite:${path.join(dir, "site.db")}`);
    expect(await countRows(handle.db, "preregistrations")).toBe(0);
  });
});
