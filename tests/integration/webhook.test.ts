import crypto from "node:crypto";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";
import { signatureValid, startReceiver, type Receiver } from "../setup/webhook-receiver";

const SECRET = "webhook-secret-0123456789";
const ADMIN_TOKEN = "admin-token-0123456789abcdefghijklmnop";
const WAIT = { timeout: 10_000, interval: 25 };

const demo = (email: string) => ({
  formId: "bookDemo",
  nome: "Ana",
  sobrenome: "Souza",
  cargo: "CTO",
  email,
  interesse: "ecossistemaAioT",
  empresa: "Lab Sul",
  telefone: "51 99999 0000",
  pais: "Brasil",
});

for (const engine of ENGINES) {
  describe(`lead webhook on ${engine}`, () => {
    let receiver: Receiver;
    let app: TestApp;
    let drop: () => Promise<void>;
    beforeAll(async () => {
      receiver = await startReceiver();
    });
    afterAll(() => receiver.stop());
    afterEach(async () => {
      await app.close();
      await drop();
      receiver.received.length = 0;
      receiver.accepted.length = 0;
      receiver.reply = () => 204;
    });
    const start = async () => {
      const fresh = await freshDatabaseUrl(engine);
      drop = fresh.drop;
      app = await startTestApp({
        DATABASE_URL: fresh.url,
        ADMIN_TOKEN,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        // Long enough for a loaded two-core host to answer in time, as the other delivery suites allow: an attempt that
        // times out is sent again (at least once), which "once" below would count as a second delivery.
        LEAD_WEBHOOK_TIMEOUT_MS: "1500",
        LEAD_WEBHOOK_RETRY_BASE_MS: "40",
      });
    };
    const exported = async (table = "leads") =>
      (
        await (
          await fetch(`${app.baseUrl}/api/admin/leads?format=json&table=${table}`, {
            headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
          })
        ).json()
      ).data as Array<Record<string, unknown>>;
    const health = async () =>
      (await (
        await fetch(`${app.baseUrl}/healthz`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } })
      ).json()) as {
        deliveries: {
          enabled: boolean;
          pending: number;
          failed: number;
          oldestPendingAgeSeconds: number | null;
          destinations: Record<string, unknown>;
        };
      };

    it("delivers every kind of record once, signed, in the documented shape; a repeated newsletter e-mail adds nothing", async () => {
      await start();
      expect((await app.post("/api/lead", demo("demo@example.com"))).status).toBe(201);
      expect((await app.post("/api/lead", { formId: "newsletter", email: "news@example.com" })).status).toBe(201);
      expect((await app.post("/api/lead", { formId: "newsletter", email: "NEWS@example.com" })).status).toBe(201);
      expect(
        (
          await app.post("/api/contact", {
            name: "Bia",
            email: "contact@example.com",
            subject: "Hello",
            message: "A message long enough.",
            consent: true,
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await app.post("/api/course-registration", {
            formId: "curso-esp32-2027",
            fields: { name: "Caio", email: "course@example.com" },
          })
        ).status,
      ).toBe(201);
      expect(
        (
          await app.post("/api/users/preregister", {
            fullName: "Duda Reis",
            email: "prereg@example.com",
            companyName: "",
            doc: "",
            companyDoc: "",
            accountType: "Edu",
          })
        ).status,
      ).toBe(201);

      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(5), WAIT);
      const events = receiver.received.map((delivery) => delivery.event);
      expect(events.map((event) => event.type)).toEqual([
        "lead.created",
        "lead.created",
        "contact.created",
        "course_registration.created",
        "preregistration.created",
      ]);
      expect(events.map((event) => event.data.email)).toEqual([
        "demo@example.com",
        "news@example.com",
        "contact@example.com",
        "course@example.com",
        "prereg@example.com",
      ]);
      for (const delivery of receiver.received) {
        expect(signatureValid(SECRET, delivery.raw, delivery.signature)).toBe(true);
        expect(signatureValid("another-secret-0123456789", delivery.raw, delivery.signature)).toBe(false);
        expect(Object.keys(delivery.event)).toEqual(["id", "type", "createdAt", "sentAt", "data"]);
        expect(delivery.deliveryId).toMatch(/^[0-9a-f-]{36}$/);
        expect(delivery.event.data).not.toHaveProperty("ip_hash");
        expect(delivery.event.data).not.toHaveProperty("user_agent");
      }
      expect(events[0]!.data).toMatchObject({
        form_id: "bookDemo",
        nome: "Ana",
        empresa: "Lab Sul",
        payload: { formId: "bookDemo", email: "demo@example.com" },
      });
      expect(new Set(events.map((event) => event.id)).size).toBe(5);

      await vi.waitFor(
        async () =>
          expect((await exported()).map((row) => row.webhook_status)).toEqual([
            "delivered",
            "delivered",
            "delivered",
            "delivered",
          ]),
        WAIT,
      );
      const [first] = await exported();
      expect(first).toMatchObject({ webhook_attempts: 1, delivery_id: events[0]!.id, webhook_error: null });
      expect(first).toMatchObject({ rdstation_status: null, hubspot_status: null });
      expect((await exported("preregistrations"))[0]).toMatchObject({
        webhook_status: "delivered",
        delivery_id: events[4]!.id,
      });
      expect((await health()).deliveries).toEqual({
        enabled: true,
        pending: 0,
        failed: 0,
        oldestPendingAgeSeconds: null,
        destinations: { webhook: { pending: 0, failed: 0, oldestPendingAgeSeconds: null } },
      });
    });

    it("retries after a 5xx and after a timeout, with a new delivery id and sentAt each time, the event id kept", async () => {
      await start();
      const replies: Array<number | "hang"> = [503, "hang", 200];
      receiver.reply = () => replies.shift() ?? 200;
      await app.post("/api/lead", demo("retry@example.com"));

      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(1), WAIT);
      expect(receiver.received).toHaveLength(3);
      expect(new Set(receiver.received.map((delivery) => delivery.event.id)).size).toBe(1);
      expect(new Set(receiver.received.map((delivery) => delivery.deliveryId)).size).toBe(3);
      expect(new Set(receiver.received.map((delivery) => delivery.event.sentAt)).size).toBe(3);
      await vi.waitFor(
        async () => expect((await exported())[0]).toMatchObject({ webhook_status: "delivered", webhook_attempts: 3 }),
        WAIT,
      );
    });

    it("keeps everything while the receiver is down and delivers it oldest first when it is back", async () => {
      await start();
      await receiver.stop();
      for (let i = 0; i < 6; i++) expect((await app.post("/api/lead", demo(`down-${i}@example.com`))).status).toBe(201);
      // Only the oldest is tried while the receiver is down, again and again, further apart each time.
      await vi.waitFor(async () => {
        const [oldest, ...rest] = await exported();
        expect(oldest).toMatchObject({ webhook_status: "pending", webhook_error: "ECONNREFUSED" });
        expect(Number(oldest!.webhook_attempts)).toBeGreaterThanOrEqual(3);
        expect(rest.map((row) => row.webhook_attempts)).toEqual([0, 0, 0, 0, 0]);
      }, WAIT);
      const during = await health();
      expect(during.deliveries).toMatchObject({ pending: 6, failed: 0 });
      expect(during.deliveries.oldestPendingAgeSeconds).toBeGreaterThanOrEqual(0);

      await receiver.start();
      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(6), WAIT);
      expect(
        receiver.accepted.map((id) => receiver.received.find((delivery) => delivery.event.id === id)!.event.data.email),
      ).toEqual(Array.from({ length: 6 }, (_, i) => `down-${i}@example.com`));
      await vi.waitFor(async () => expect((await health()).deliveries.pending).toBe(0), WAIT);
    });

    it("backs off an event the receiver refuses (4xx) on its own, and goes on with the others", async () => {
      await start();
      receiver.reply = (delivery) => (delivery.event.data.email === "poison@example.com" ? 422 : 204);
      await app.post("/api/lead", demo("poison@example.com"));
      for (let i = 0; i < 3; i++) await app.post("/api/lead", demo(`fine-${i}@example.com`));

      await vi.waitFor(() => expect(receiver.accepted).toHaveLength(3), WAIT);
      await vi.waitFor(
        async () => expect(Number((await exported())[0]!.webhook_attempts)).toBeGreaterThanOrEqual(2),
        WAIT,
      );
      expect((await exported())[0]).toMatchObject({ webhook_status: "pending", webhook_error: "HTTP 422" });
    });
  });
}

describe("Standard Webhooks headers", () => {
  const WHSEC = `whsec_${crypto.randomBytes(32).toString("base64")}`;
  for (const [secret, verifier] of [
    [WHSEC, new Webhook(WHSEC)],
    [SECRET, new Webhook(SECRET, { format: "raw" })],
  ] as const) {
    it(`are verified by the standardwebhooks library (${secret.startsWith("whsec_") ? "whsec_ secret" : "plain secret"}), X-NIoT-Signature kept`, async () => {
      const fresh = await freshDatabaseUrl("sqlite");
      const receiver = await startReceiver();
      const app = await startTestApp({
        DATABASE_URL: fresh.url,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: secret,
        LEAD_WEBHOOK_RETRY_BASE_MS: "40",
      });
      try {
        expect((await app.post("/api/lead", demo("standard@example.com"))).status).toBe(201);
        await vi.waitFor(() => expect(receiver.accepted).toHaveLength(1), WAIT);
        const [delivery] = receiver.received;
        expect(verifier.verify(delivery!.raw, delivery!.headers)).toEqual(delivery!.event);
        expect(delivery!.headers["webhook-id"]).toBe(delivery!.event.id);
        expect(delivery!.headers["webhook-timestamp"]).toMatch(/^\d{10}$/);
        expect(delivery!.headers["webhook-signature"]).toMatch(/^v1,[A-Za-z0-9+/]+=*$/);
        expect(signatureValid(secret, delivery!.raw, delivery!.signature)).toBe(true);
        // Another secret, or a body changed on the way, fails.
        const other = new Webhook(`whsec_${crypto.randomBytes(32).toString("base64")}`);
        expect(() => other.verify(delivery!.raw, delivery!.headers)).toThrow(WebhookVerificationError);
        expect(() => verifier.verify(delivery!.raw.replace("standard@", "forged@"), delivery!.headers)).toThrow(
          WebhookVerificationError,
        );
      } finally {
        await app.close();
        await receiver.stop();
        await fresh.drop();
      }
    });
  }

  it("refuses a whsec_ secret that is not the base64 of 24 to 64 bytes", async () => {
    const { loadConfig } = await import("../../server/config");
    expect(() =>
      loadConfig({ LEAD_WEBHOOK_URL: "https://hooks.example/niot", LEAD_WEBHOOK_SECRET: "whsec_not base64 at all!!" }),
    ).toThrow("LEAD_WEBHOOK_SECRET as whsec_…, must be the base64 of 24 to 64 bytes (Standard Webhooks)");
  });
});

describe("lead webhook not configured", () => {
  it("queues nothing and says so on /healthz to a bearer of the metrics token", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp({ DATABASE_URL: fresh.url, METRICS_TOKEN: ADMIN_TOKEN });
    try {
      expect((await app.post("/api/lead", demo("unset@example.com"))).status).toBe(201);
      expect(await app.database.db.selectFrom("outbox").selectAll().execute()).toEqual([]);
      const health = await fetch(`${app.baseUrl}/healthz`, { headers: { Authorization: `Bearer ${ADMIN_TOKEN}` } });
      expect(health.headers.get("cache-control")).toBe("no-store");
      expect(await health.json()).toEqual({
        status: "ok",
        database: "sqlite",
        node: process.version,
        deliveries: { enabled: false, pending: 0, failed: 0, oldestPendingAgeSeconds: null, destinations: {} },
      });
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
