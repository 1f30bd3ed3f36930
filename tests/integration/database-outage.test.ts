import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";
import { startTcpProxy } from "../setup/tcp-proxy";

const lead = (n: string) => ({ formId: "newsletter", email: `outage-${n}-${Date.now()}@example.com` });

// Needs a PostgreSQL server to stop and bring back: skipped only where TEST_DATABASE_URL is unset (.ci/run sets it).
describe.skipIf(!process.env.TEST_DATABASE_URL)("PostgreSQL unreachable, then back", () => {
  let app: TestApp;
  let proxy: Awaited<ReturnType<typeof startTcpProxy>>;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl("postgres");
    drop = fresh.drop;
    const target = new URL(fresh.url);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.host = `127.0.0.1:${proxy.port}`;
    app = await startTestApp({ DATABASE_URL: target.toString() });
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await drop();
  });

  it("answers 503 with Retry-After and a translated message while cut, and recovers without a restart", async () => {
    expect((await app.post("/api/lead", lead("before"))).status).toBe(201);

    proxy.cut();
    const during = await app.post("/api/lead", lead("during"), { headers: { "Accept-Language": "en" } });
    expect(during.status).toBe(503);
    expect(Number(during.headers.get("retry-after"))).toBeGreaterThan(0);
    expect((await during.json()).message).toBe(
      "Our service is briefly unavailable. Please try again in a few seconds.",
    );
    const health = await fetch(`${app.baseUrl}/healthz`);
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ status: "unavailable" });
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(503);
    // Pages and static answers never touch the database.
    expect((await fetch(`${app.baseUrl}/robots.txt`)).status).toBe(200);

    proxy.restore();
    await vi.waitFor(async () => expect((await app.post("/api/lead", lead("after"))).status).toBe(201), {
      timeout: 10_000,
      interval: 250,
    });
    expect((await fetch(`${app.baseUrl}/healthz`)).status).toBe(200);
    expect((await fetch(`${app.baseUrl}/readyz`)).status).toBe(200);
  });
});
