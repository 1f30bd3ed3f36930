import { describe, expect, it, vi } from "vitest";
import { ENGINES, freshDatabaseUrl } from "../setup/test-app";
import { signatureValid, startReceiver } from "../setup/webhook-receiver";
import { exited, healthOf, killMidLoad, startApiServer } from "./processes";

const SECRET = "crash-webhook-secret-0123456789";

for (const engine of ENGINES) {
  describe(`lead webhook across a kill -9 on ${engine}`, () => {
    it("delivers every acknowledged lead after a restart (at least once), the store-to-delivery gap included", async () => {
      const fresh = await freshDatabaseUrl(engine);
      // A slow receiver: at the kill, most leads are stored but unsent, and a batch may be on its way (sent, not yet marked).
      const receiver = await startReceiver(() => new Promise((resolve) => setTimeout(() => resolve(204), 30)));
      const env = {
        DATABASE_URL: fresh.url,
        LEAD_WEBHOOK_URL: receiver.url,
        LEAD_WEBHOOK_SECRET: SECRET,
        LEAD_WEBHOOK_TIMEOUT_MS: "400",
        LEAD_WEBHOOK_RETRY_BASE_MS: "50",
      };
      try {
        const server = await startApiServer(env);
        const prefix = `hook-${engine}-${Date.now()}`;
        const acknowledged = await killMidLoad(server, prefix, { concurrency: 8, durationMs: 3000, killAfterMs: 2000 });
        const before = receiver.accepted.length;
        expect(acknowledged.length).toBeGreaterThan(before);

        receiver.reply = () => 204;
        const restarted = await startApiServer(env);
        const arrived = () => new Set(receiver.received.map((delivery) => delivery.event.data.email));
        await vi.waitFor(() => expect(acknowledged.filter((email) => !arrived().has(email))).toEqual([]), {
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
        // A repeat carries the same id, so the receiver can drop it.
        const emailOf = new Map<string, unknown>();
        for (const { event } of receiver.received) {
          expect(emailOf.get(event.id) ?? event.data.email).toBe(event.data.email);
          emailOf.set(event.id, event.data.email);
        }
        console.log(
          `[webhook crash ${engine}] ${acknowledged.length} acknowledged, ${before} delivered before the kill, ${receiver.received.length} deliveries in all (${receiver.received.length - emailOf.size} repeats)`,
        );
      } finally {
        await receiver.stop();
        await fresh.drop();
      }
    }, 150_000);
  });
}
