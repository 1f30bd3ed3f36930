import { describe, expect, it, vi } from "vitest";
import { openDatabase } from "../../server/db/kysely";
import { listLeads } from "../../server/db/leads";
import { startStandIn, type StandInRequest } from "../setup/crm-stand-in";
import { ENGINES, freshDatabaseUrl } from "../setup/test-app";
import { signatureValid, startReceiver } from "../setup/webhook-receiver";
import { healthOf, startApiServer } from "../../scripts/support/api-process";
import { exited, killMidLoad } from "./processes";

const SECRET = "crash-webhook-secret-0123456789";
/** Rows a sender leases at once: at most that many were on their way (sent, not yet marked) at the kill. */
const BATCH = 10;
const slowly = <T>(answer: T) => new Promise<T>((resolve) => setTimeout(() => resolve(answer), 30));

for (const engine of ENGINES) {
  describe(`deliveries to three destinations across a kill -9 on ${engine}`, () => {
    it("deliver every acknowledged lead to each after a restart, and nothing again once it was marked delivered", async () => {
      const fresh = await freshDatabaseUrl(engine);
      // Slow destinations: at the kill, most leads are stored but unsent, and a batch may be on its way.
      const receiver = await startReceiver(() => slowly(204));
      const rd = await startStandIn(() => slowly({ status: 200 }));
      const hub = await startStandIn(() => slowly({ status: 200 }));
      const env = {
        DATABASE_URL: fresh.url,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        // Far above the 30 ms answers even on a loaded host: a time-out would be a repeat of its own.
        LEAD_WEBHOOK_TIMEOUT_MS: "1500",
        LEAD_WEBHOOK_RETRY_BASE_MS: "50",
        RDSTATION_API_KEY: "crash-rd-api-key",
        RDSTATION_API_URL: rd.url,
        HUBSPOT_PORTAL_ID: "1234567",
        HUBSPOT_FORM_ID: "9a8b7c6d-0000-4000-8000-123456789abc",
        HUBSPOT_API_URL: hub.url,
      };
      const emails = {
        webhook: () => receiver.received.map((delivery) => String(delivery.event.data.email)),
        rdstation: () => rd.requests.map((request: StandInRequest) => String(request.body.payload.email)),
        hubspot: () =>
          hub.requests.map((request: StandInRequest) =>
            String(request.body.fields.find((field: { name: string }) => field.name === "email").value),
          ),
      };
      try {
        const server = await startApiServer(env);
        const prefix = `hook-${engine}-${Date.now()}`;
        const acknowledged = await killMidLoad(server, prefix, {
          concurrency: 8,
          durationMs: 8000,
          killAfterMs: 2000,
          minAcknowledged: 40,
          // Each destination takes about 30 leads a second here (30 ms answers, batches of 10): a fast host acked
          // 2,860 before the kill once, more than the 90 s below could deliver.
          maxAcknowledged: 1000,
        });
        const beforeKill = Object.fromEntries(
          Object.entries(emails).map(([name, sent]) => [name, new Set(sent())]),
        ) as Record<keyof typeof emails, Set<string>>;
        for (const sent of Object.values(beforeKill)) expect(acknowledged.length).toBeGreaterThan(sent.size);

        const restarted = await startApiServer(env);
        for (const sent of Object.values(emails))
          await vi.waitFor(() => expect(acknowledged.filter((email) => !sent().includes(email))).toEqual([]), {
            timeout: 90_000,
            interval: 200,
          });
        await vi.waitFor(async () => expect((await healthOf(restarted.baseUrl)).deliveries.pending).toBe(0), {
          timeout: 10_000,
          interval: 100,
        });
        restarted.child.kill("SIGTERM");
        expect(await exited(restarted.child)).toBe(0);

        for (const delivery of receiver.received)
          expect(signatureValid(SECRET, delivery.raw, delivery.signature)).toBe(true);
        const report: string[] = [];
        for (const [name, sent] of Object.entries(emails) as Array<[keyof typeof emails, () => string[]]>) {
          const all = sent();
          const repeats = all.filter((email, index) => all.indexOf(email) !== index);
          // A repeat is only ever of a row on its way at the kill: one batch at most, all sent before it.
          expect(repeats.length).toBeLessThanOrEqual(BATCH);
          expect(repeats.filter((email) => !beforeKill[name].has(email))).toEqual([]);
          report.push(`${name} ${all.length} requests (${repeats.length} repeats)`);
        }
        const database = await openDatabase(fresh.url);
        try {
          const leads = await listLeads(database.db);
          // Stored but not acknowledged (the answer lost in the kill) is delivered too.
          expect(leads.length).toBeGreaterThanOrEqual(acknowledged.length);
          for (const lead of leads)
            expect([lead.webhook_status, lead.rdstation_status, lead.hubspot_status]).toEqual([
              "delivered",
              "delivered",
              "delivered",
            ]);
        } finally {
          await database.close();
        }
        console.log(`[delivery crash ${engine}] ${acknowledged.length} acknowledged; ${report.join("; ")}`);
      } finally {
        await Promise.all([receiver.stop(), rd.stop(), hub.stop()]);
        await fresh.drop();
      }
    }, 150_000);
  });
}
