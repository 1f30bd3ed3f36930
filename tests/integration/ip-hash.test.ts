import crypto from "node:crypto";
import { afterEach, describe, expect, it } from "vitest";
import { listLeads } from "../../server/db/leads";
import { ipHasher, ipNetwork } from "../../server/security/ip-hash";
import { ENGINES, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

/** The stored hash of the lead sent with `email` (the test client's IP is always 127.0.0.1). */
async function storedHash(app: TestApp, email: string): Promise<string> {
  expect((await app.post("/api/lead", { formId: "newsletter", email })).status).toBe(201);
  return (await listLeads(app.database.db)).find((lead) => lead.email === email)!.ip_hash!;
}

/** What someone with a dump would try: the address and its network, bare or as the key of an HMAC. */
const CANDIDATES = ["127.0.0.1", "::ffff:127.0.0.1", "127.0.0.0/24"];
const hmac = (key: string, text: string) => crypto.createHmac("sha256", key).update(text).digest("hex").slice(0, 32);
const sha = (text: string) => crypto.createHash("sha256").update(text).digest("hex").slice(0, 32);

const at = (iso: string) => () => new Date(iso);

for (const engine of ENGINES) {
  describe(`client IP hash on ${engine}`, () => {
    const cleanups: Array<() => Promise<void>> = [];
    afterEach(async () => {
      for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
    });
    const start = async (env: Record<string, string> = {}) => {
      const fresh = await freshDatabaseUrl(engine);
      cleanups.push(fresh.drop);
      const app = await startTestApp({ DATABASE_URL: fresh.url, ...env });
      cleanups.push(app.close);
      return app;
    };

    it("a database dump holds no key: nothing stored, hashed or used as a key, reproduces the hash", async () => {
      const app = await start();
      const hash = await storedHash(app, "dump@example.com");
      expect(hash).toMatch(/^[0-9a-f]{32}$/);
      const settings = await app.database.db.selectFrom("settings").select(["key", "value"]).execute();
      expect(settings.map((row) => row.key)).not.toContain("ip_hash_secret");
      const guesses = CANDIDATES.flatMap((ip) => [sha(ip), ...settings.map((row) => hmac(row.value, ip))]);
      expect(guesses).not.toContain(hash);
    });

    it("deletes the key an earlier version kept in the database", async () => {
      const app = await start();
      await app.database.db
        .insertInto("settings")
        .values({ key: "ip_hash_secret", value: "s".repeat(43) })
        .execute();
      await ipHasher(app.database, undefined);
      const keys = await app.database.db.selectFrom("settings").select("key").execute();
      expect(keys.map((row) => row.key)).not.toContain("ip_hash_secret");
    });

    it("with IP_HASH_SECRET, instances agree on a day's hash, and the next day's differs", async () => {
      const secret = "s".repeat(40);
      const app = await start({ IP_HASH_SECRET: secret });
      const hash = await storedHash(app, "agree@example.com");
      const other = await ipHasher(app.database, secret);
      expect(other("127.0.0.1")).toBe(hash);
      expect(hash).not.toBe(hmac(secret, "127.0.0.1"));

      const today = await ipHasher(app.database, secret, at("2026-03-01T23:59:59Z"));
      const tomorrow = await ipHasher(app.database, secret, at("2026-03-02T00:00:00Z"));
      expect(today("203.0.113.9")).not.toBe(tomorrow("203.0.113.9"));
    });

    it("without IP_HASH_SECRET, the key lives in memory only: another process hashes the same address differently", async () => {
      const app = await start();
      const hash = await storedHash(app, "memory@example.com");
      expect((await ipHasher(app.database, undefined))("127.0.0.1")).not.toBe(hash);
    });
  });
}

describe("ipNetwork", () => {
  it("keeps an IPv4 address's /24 and an IPv6 address's /56, an IPv4-mapped address as IPv4", () => {
    expect(ipNetwork("203.0.113.9")).toBe("203.0.113.0/24");
    expect(ipNetwork("::ffff:203.0.113.200")).toBe("203.0.113.0/24");
    expect(ipNetwork("2001:db8:1234:5678::1")).toBe(ipNetwork("2001:db8:1234:56ff:ffff::9"));
    expect(ipNetwork("2001:db8:1234:5678::1")).not.toBe(ipNetwork("2001:db8:1234:5778::1"));
    expect(ipNetwork(undefined)).toBe("");
  });
});
