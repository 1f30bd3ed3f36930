import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { listLeads } from "../../server/db/leads";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

/** The stored hash of the lead sent with `email` (the test client's IP is always 127.0.0.1). */
async function storedHash(app: TestApp, email: string): Promise<string> {
  expect((await app.post("/api/lead", { formId: "newsletter", email })).status).toBe(201);
  return (await listLeads(app.database.db)).find((lead) => lead.email === email)!.ip_hash!;
}

const IPV4_GUESSES = ["127.0.0.1", "::ffff:127.0.0.1"].flatMap((ip) => [ip, `niot-site:${ip}`, `:${ip}`]);

for (const engine of ENGINES) {
  describe(`client IP hash on ${engine}`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    const start = async (url: string, env: Record<string, string> = {}) => {
      const app = await startTestApp({ DATABASE_URL: url, ...env });
      cleanups.push(app.close);
      return app;
    };

    it("is a truncated HMAC that no unkeyed hash of the IP reproduces", async () => {
      const fresh = await freshDatabaseUrl(engine);
      cleanups.push(fresh.drop);
      const secret = "s".repeat(40);
      const app = await start(fresh.url, { IP_HASH_SECRET: secret });
      const hash = await storedHash(app, "hmac@example.com");
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      expect(
        IPV4_GUESSES.map((guess) => crypto.createHash("sha256").update(guess).digest("hex").slice(0, 32)),
      ).not.toContain(hash);
      expect(
        ["127.0.0.1", "::ffff:127.0.0.1"].map((ip) =>
          crypto.createHmac("sha256", secret).update(ip).digest("hex").slice(0, 32),
        ),
      ).toContain(hash);
    });

    it("without IP_HASH_SECRET, generates a secret once and keeps it in the database across restarts", async () => {
      const fresh = await freshDatabaseUrl(engine);
      cleanups.push(fresh.drop);
      const first = await start(fresh.url);
      const before = await storedHash(first, "first@example.com");
      await first.close();
      cleanups.pop();
      const second = await start(fresh.url);
      expect(await storedHash(second, "second@example.com")).toBe(before);
      // Kysely's migrator sees tables in every PostgreSQL schema: one test database at a time.
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();

      const other = await freshDatabaseUrl(engine);
      cleanups.push(other.drop);
      const elsewhere = await start(other.url);
      expect(await storedHash(elsewhere, "elsewhere@example.com")).not.toBe(before);
    });
  });
}
