import { describe, expect, it, vi } from "vitest";
import { openDatabase, type DatabaseHandle } from "../../server/db/kysely";
import { insertLead, listLeads } from "../../server/db/leads";
import { claimDue, outboxBacklog } from "../../server/db/outbox";
import { startDeliveries, type Deliveries } from "../../server/delivery/deliveries";
import type { SenderTiming } from "../../server/delivery/sender";
import { webhookDestination } from "../../server/delivery/webhook";
import { runScript } from "../setup/run-script";
import { ENGINES, freshDatabaseUrl, type Engine } from "../setup/test-app";
import { startReceiver, type Receiver } from "../setup/webhook-receiver";

const WAIT = { timeout: 15_000, interval: 25 };

const store = (database: DatabaseHandle, email: string) =>
  database.write((db) =>
    insertLead(
      db,
      {
        form_id: "newsletter",
        email,
        email_normalized: email,
        payload: JSON.stringify({ email }),
        created_at: new Date().toISOString(),
      },
      ["webhook"],
    ),
  );

const SECRET = "worker-secret-0123456789";
const timing = (extra: Partial<SenderTiming> = {}): SenderTiming => ({ timeoutMs: 500, retryBaseMs: 20, ...extra });
/** The webhook's sender on a database, as the server starts it. */
const deliverTo = (database: DatabaseHandle, receiver: Receiver, extra?: Partial<SenderTiming>) =>
  startDeliveries(database, [webhookDestination({ url: receiver.url, secret: SECRET })], timing(extra));

interface OutboxFixture {
  url: string;
  database: DatabaseHandle;
  receiver: Receiver;
  /** Starts a sender on the database (stopped after the test). */
  deliver: (extra?: Partial<SenderTiming>) => void;
}

/** A fresh database with the outbox on and a receiver; everything is closed after `test`. */
async function withOutbox(engine: Engine, test: (fixture: OutboxFixture) => Promise<void>): Promise<void> {
  const fresh = await freshDatabaseUrl(engine);
  const receiver = await startReceiver();
  const database = await openDatabase(fresh.url, { destinations: ["webhook"] });
  const workers: Deliveries[] = [];
  try {
    await test({
      url: fresh.url,
      database,
      receiver,
      deliver: (extra) => void workers.push(deliverTo(database, receiver, extra)),
    });
  } finally {
    await Promise.all(workers.map((worker) => worker.stop()));
    await database.close();
    await receiver.stop();
    await fresh.drop();
  }
}

// Two instances share one database only on PostgreSQL: skipped only where TEST_DATABASE_URL is unset (.ci/run sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)("two instances on one PostgreSQL", () => {
  it("send each row exactly once", async () => {
    const fresh = await freshDatabaseUrl("postgres");
    const receiver = await startReceiver(() => new Promise((resolve) => setTimeout(() => resolve(204), 3)));
    const instances = [
      await openDatabase(fresh.url, { destinations: ["webhook"] }),
      await openDatabase(fresh.url, { destinations: ["webhook"] }),
    ];
    await Promise.all(Array.from({ length: 60 }, (_, i) => store(instances[i % 2]!, `pg-${i}@example.com`)));
    // Both start on a full queue at once, so their claims collide.
    const workers = instances.map((database) => deliverTo(database, receiver, { batchSize: 4 }));
    try {
      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(60), WAIT);
      await vi.waitFor(async () => expect((await outboxBacklog(instances[0]!.db)).pending).toBe(0), WAIT);
      expect(receiver.received).toHaveLength(60);
      expect(new Set(receiver.received.map((delivery) => delivery.event.data.email)).size).toBe(60);
    } finally {
      await Promise.all(workers.map((worker) => worker.stop()));
      await Promise.all(instances.map((database) => database.close()));
      await receiver.stop();
      await fresh.drop();
    }
  });
});

for (const engine of ENGINES) {
  describe(`an instance killed while holding rows, on ${engine}`, () => {
    it("leaves them to the others until its lease runs out, then they are sent", () =>
      withOutbox(engine, async ({ database, receiver, deliver }) => {
        await store(database, "held@example.com");
        const now = Date.now();
        // The dead instance leased the older row for one second and never came back.
        const held = await database.write((db) =>
          claimDue(db, engine, "webhook", {
            now: new Date(now).toISOString(),
            leaseUntil: new Date(now + 1000).toISOString(),
            limit: 1,
          }),
        );
        expect(held).toHaveLength(1);
        await store(database, "free@example.com");
        deliver();
        await vi.waitFor(() => expect(receiver.accepted).toHaveLength(2), WAIT);
        expect(receiver.received.map((delivery) => delivery.event.data.email)).toEqual([
          "free@example.com",
          "held@example.com",
        ]);
      }));
  });
}

describe("a record erased before its delivery", () => {
  it("is not sent: its outbox row, which holds no copy of it, is marked failed", () =>
    withOutbox("sqlite", async ({ database, receiver, deliver }) => {
      const erased = await store(database, "erase-me@example.com");
      await store(database, "keep@example.com");
      await database.write((db) => db.deleteFrom("leads").where("id", "=", erased.id).execute());
      deliver();
      await vi.waitFor(
        async () =>
          expect(await outboxBacklog(database.db)).toMatchObject({ pending: 0, failed: 1, oldestPendingAt: null }),
        WAIT,
      );
      expect(receiver.received.map((delivery) => delivery.event.data.email)).toEqual(["keep@example.com"]);
      const outbox = await database.db.selectFrom("outbox").selectAll().orderBy("id").execute();
      expect(outbox.map((row) => [row.status, row.last_error])).toEqual([
        ["failed", "record deleted"],
        ["delivered", null],
      ]);
      expect(JSON.stringify(outbox)).not.toContain("erase-me");
    }));
});

describe("a receiver down past the deadline", () => {
  it("marks the rows failed, and leads:redeliver --failed queues them again", () =>
    withOutbox("sqlite", async ({ url, database, receiver, deliver }) => {
      await receiver.stop();
      deliver({ maxAgeMs: 1500, retryCapMs: 100 });
      await store(database, "late-1@example.com");
      await store(database, "late-2@example.com");
      await vi.waitFor(
        async () =>
          expect(await outboxBacklog(database.db)).toMatchObject({ pending: 0, failed: 2, oldestPendingAt: null }),
        WAIT,
      );
      expect((await listLeads(database.db)).map((lead) => lead.webhook_status)).toEqual(["failed", "failed"]);

      await receiver.start();
      const output = await runScript("scripts/leads-redeliver.ts", ["--failed"], { DATABASE_URL: url });
      expect(output).toContain("2 record(s) queued for delivery");
      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(2), WAIT);
      await vi.waitFor(
        async () =>
          expect((await listLeads(database.db)).map((lead) => lead.webhook_status)).toEqual(["delivered", "delivered"]),
        WAIT,
      );
    }));
});
