import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { countRows, listLeads, listPreregistrations } from "../../server/db/leads";
import { purgeExpired } from "../../server/retention";
import { runScript } from "../setup/run-script";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";
import { captureLog } from "../setup/capture-log";
import { signatureValid, startReceiver } from "../setup/webhook-receiver";

const TOKEN = "admin-token-0123456789abcdefghijklmnop";
const SECRET = "erasure-webhook-secret-0123456789";
const WAIT = { timeout: 10_000, interval: 25 };
const person = (email: string) =>
  [
    ["/api/lead", { formId: "newsletter", email }],
    [
      "/api/contact",
      {
        name: "Ana Souza",
        email: email.toUpperCase(),
        subject: "Dados",
        message: "Quero saber dos meus dados.",
        consent: true,
      },
    ],
    [
      "/api/users/preregister",
      { fullName: "Ana Souza", email, companyName: "", doc: "", companyDoc: "", accountType: "Edu" },
    ],
  ] as const;

for (const engine of ENGINES) {
  describe(`data-subject rights and retention on ${engine}`, () => {
    let app: TestApp;
    let fresh: Awaited<ReturnType<typeof freshDatabaseUrl>>;
    beforeAll(async () => {
      fresh = await freshDatabaseUrl(engine);
      app = await startTestApp({ DATABASE_URL: fresh.url, ADMIN_TOKEN: TOKEN });
    });
    afterAll(async () => {
      await app.close();
      await fresh.drop();
    });
    const sendAll = async (email: string) => {
      for (const [path, body] of person(email)) expect((await app.post(path, body)).status).toBe(201);
    };
    const rowsOf = async (email: string) =>
      [...(await listLeads(app.database.db)), ...(await listPreregistrations(app.database.db))].filter(
        (row) => row.email.toLowerCase() === email,
      );

    it("npm run leads:delete -- --email removes every row of that person in every table and says what it did", async () => {
      await sendAll("cli-erase@example.com");
      await sendAll("keep-me@example.com");
      const output = await runScript("scripts/leads-delete.ts", ["--email", "CLI-Erase@example.com"], {
        DATABASE_URL: fresh.url,
      });
      expect(output).toContain("Deleted 2 leads and 1 preregistrations of CLI-Erase@example.com.");
      expect(await rowsOf("cli-erase@example.com")).toEqual([]);
      expect(await rowsOf("keep-me@example.com")).toHaveLength(3);
    });

    it("DELETE /api/admin/leads with the e-mail in the JSON body does the same behind the admin token", async () => {
      await sendAll("api-erase@example.com");
      const erase = (headers: Record<string, string>) =>
        fetch(`${app.baseUrl}/api/admin/leads`, {
          method: "DELETE",
          headers: { "Content-Type": "application/json", ...headers },
          body: JSON.stringify({ email: "api-erase@example.com" }),
        });
      expect((await erase({})).status).toBe(401);
      const response = await erase({ Authorization: `Bearer ${TOKEN}` });
      expect(response.status).toBe(200);
      expect(await response.json()).toEqual({
        data: { leads: 2, preregistrations: 1, notified: [], eraseByHand: [] },
      });
      expect(await rowsOf("api-erase@example.com")).toEqual([]);
    });

    it("refuses the e-mail in the query string (proxy logs) with a 400 that says where it goes, deleting nothing", async () => {
      await sendAll("query-erase@example.com");
      const response = await fetch(
        `${app.baseUrl}/api/admin/leads?email=${encodeURIComponent("query-erase@example.com")}`,
        { method: "DELETE", headers: { Authorization: `Bearer ${TOKEN}` } },
      );
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: 'Send the e-mail in the JSON body, {"email": "…"}, not in the address.',
      });
      expect(await rowsOf("query-erase@example.com")).toHaveLength(3);
    });

    it("retention deletes rows older than LEAD_RETENTION_DAYS, keeps the newer ones, and logs it", async () => {
      await sendAll("recent@example.com");
      const before =
        (await countRows(app.database.db, "leads")) + (await countRows(app.database.db, "preregistrations"));
      const log = captureLog();
      try {
        await purgeExpired(app.database, 30, new Date(Date.now() + 29 * 86_400_000));
        expect(
          (await countRows(app.database.db, "leads")) + (await countRows(app.database.db, "preregistrations")),
        ).toBe(before);
        await purgeExpired(app.database, 30, new Date(Date.now() + 31 * 86_400_000));
        expect(await countRows(app.database.db, "leads")).toBe(0);
        expect(await countRows(app.database.db, "preregistrations")).toBe(0);
        expect(log.entries().at(-1)?.msg).toMatch(
          /^\[retention\] deleted \d+ leads and \d+ preregistrations stored before /,
        );
      } finally {
        log.restore();
      }
    });
  });
}

describe("erasure with deliveries configured (docs/security.md, finding 5)", () => {
  it("clears the person's outbox rows in the same transaction and sends the webhook a signed *.deleted event per record it had", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const receiver = await startReceiver();
    const app = await startTestApp({
      DATABASE_URL: fresh.url,
      ADMIN_TOKEN: TOKEN,
      LEAD_WEBHOOK_URL: receiver.url,
      LEAD_WEBHOOK_SECRET: SECRET,
      LEAD_WEBHOOK_RETRY_BASE_MS: "40",
      RDSTATION_API_KEY: "rd-api-key-for-tests",
      RDSTATION_API_URL: "http://127.0.0.1:3249", // nothing listens there: its rows stay pending
    });
    // Only form posts wake the senders and count towards a burst: a retention purge is no visitor.
    let posts = 0;
    app.database.formPosts.listen(() => posts++);
    try {
      for (const [path, body] of person("gone@example.com")) expect((await app.post(path, body)).status).toBe(201);
      expect(posts).toBe(3);
      const log = vi.spyOn(console, "log").mockImplementation(() => {});
      await purgeExpired(app.database, 30).finally(() => log.mockRestore());
      expect(posts).toBe(3);
      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(3), WAIT);
      const created = receiver.received.map((delivery) => delivery.event);
      await vi.waitFor(async () => {
        const rows = await app.database.db
          .selectFrom("outbox")
          .selectAll()
          .where("destination", "=", "rdstation")
          .execute();
        // Down: only its oldest row is tried, again and again.
        expect(rows[0]).toMatchObject({ status: "pending", last_error: "ECONNREFUSED" });
      }, WAIT);

      const response = await fetch(`${app.baseUrl}/api/admin/leads`, {
        method: "DELETE",
        headers: { "Content-Type": "application/json", Authorization: `Bearer ${TOKEN}` },
        body: JSON.stringify({ email: "Gone@example.com" }),
      });
      expect(await response.json()).toEqual({
        data: { leads: 2, preregistrations: 1, notified: ["webhook"], eraseByHand: ["rdstation"] },
      });
      const left = await app.database.db.selectFrom("outbox").selectAll().execute();
      expect(left.map((row) => [row.destination, row.type])).toEqual([
        ["webhook", "lead.deleted"],
        ["webhook", "contact.deleted"],
        ["webhook", "preregistration.deleted"],
      ]);
      expect(JSON.stringify(left)).not.toMatch(/gone@|ECONNREFUSED/i);

      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(6), WAIT);
      const deleted = receiver.received.slice(3);
      for (const delivery of deleted) expect(signatureValid(SECRET, delivery.raw, delivery.signature)).toBe(true);
      expect(deleted.map(({ event }) => [event.type, event.data])).toEqual(
        created.map((event) => [event.type.replace(".created", ".deleted"), { id: event.data.id }]),
      );
      expect(deleted.map((delivery) => delivery.raw).join()).not.toContain("gone@");
    } finally {
      await app.close();
      await receiver.stop();
      await fresh.drop();
    }
  });
});
