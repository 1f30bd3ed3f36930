import os from "node:os";
import path from "node:path";
import fs from "node:fs";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "./kysely";
import { countRows, insertLead, listLeads } from "./leads";
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

  it("stores a repeated newsletter e-mail once, whatever its case, and queues one delivery", async () => {
    const first = await handle.write((db) => insertLead(db, newsletter("Ana@Example.com"), true));
    const second = await handle.write((db) => insertLead(db, newsletter("ana@example.COM"), true));
    expect(first.created).toBe(true);
    expect(second).toEqual({ ...first, created: false });
    expect(await countRows(handle.db, "leads")).toBe(1);
    expect(await countRows(handle.db, "outbox")).toBe(1);
  });

  it("queues nothing when deliveries are off", async () => {
    await handle.write((db) => insertLead(db, newsletter("off@example.com"), false));
    expect(await countRows(handle.db, "outbox")).toBe(0);
  });

  it("keeps no record whose outbox row could not be written: both are one transaction", async () => {
    await handle.db.schema.dropTable("outbox").execute();
    await expect(handle.write((db) => insertLead(db, newsletter("lost@example.com"), true))).rejects.toThrow(/outbox/);
    expect(await countRows(handle.db, "leads")).toBe(0);
  });

  it("filters the listing by creation time", async () => {
    await insertLead(handle.db, { ...newsletter("old@example.com"), created_at: "2025-01-01T00:00:00.000Z" }, false);
    await insertLead(handle.db, { ...newsletter("new@example.com"), created_at: "2026-01-01T00:00:00.000Z" }, false);
    expect((await listLeads(handle.db, "2025-06-01")).map((l) => l.email)).toEqual(["new@example.com"]);
  });

  it("runs migrations idempotently on reopen", async () => {
    await handle.close();
    handle = await openDatabase(`sqlite:${path.join(dir, "site.db")}`);
    expect(await countRows(handle.db, "preregistrations")).toBe(0);
  });
});
