import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { openDatabase } from "../../server/db/kysely";
import { ipHasher } from "../../server/security/ip-hash";
import { createRateLimiter } from "../../server/security/rate-limit";
import { shutdownOf, type Lifecycle } from "../../server/shutdown";
import { captureLog } from "../setup/capture-log";
import { CSRF_TOKEN, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const METRICS_TOKEN = "metrics-token-0123456789abcdefghijkl";
const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

describe("probes, metrics and request ids", () => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    drop = fresh.drop;
    app = await startTestApp({ DATABASE_URL: fresh.url, METRICS_TOKEN, RATE_LIMIT_PER_MINUTE: "5" }, { pages: true });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });
  const get = (path: string, headers: Record<string, string> = {}) => fetch(app.baseUrl + path, { headers });

  it("/livez and /readyz answer 200 with no cache; /healthz says ok and no more without a token", async () => {
    for (const path of ["/livez", "/readyz", "/healthz"]) {
      const response = await get(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.json(), path).toEqual({ status: "ok" });
    }
    expect(await (await get("/healthz", bearer("x".repeat(36)))).json()).toEqual({ status: "ok" });
    expect(await (await get("/healthz", bearer(METRICS_TOKEN))).json()).toMatchObject({
      database: "sqlite",
      node: process.version,
      deliveries: { enabled: false },
    });
  });

  it("/metrics is the site's 404 without the token and Prometheus text with it, by route pattern and never the address", async () => {
    for (const headers of [{}, bearer("metrics-token-0123456789abcdefghijkX"), { Authorization: METRICS_TOKEN }]) {
      const refused = await get("/metrics", headers);
      expect(refused.status).toBe(200); // the stub pages answer every address the site does not know
      expect(await refused.text()).toBe("page GET");
    }
    const email = `metrics-${Date.now()}@example.com`;
    expect((await app.post("/api/lead", { formId: "newsletter", email })).status).toBe(201);
    expect((await app.post("/api/lead", { formId: "newsletter", email: "nope" })).status).toBe(400);
    expect((await app.post("/api/lead", { formId: "newsletter", email }, { csrf: false })).status).toBe(403);
    expect((await app.post("/api/lead", null, { raw: JSON.stringify({ email: "x".repeat(20_000) }) })).status).toBe(
      413,
    );
    expect((await app.post("/api/lead", { formId: "newsletter", email })).status).toBe(201);
    expect((await app.post("/api/lead", { formId: "newsletter", email })).status).toBe(429);
    await get(`/blog?q=${encodeURIComponent(email)}`);

    const response = await get("/metrics", bearer(METRICS_TOKEN));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();
    for (const line of [
      /^process_resident_memory_bytes \d+/m,
      /^http_request_duration_seconds_count\{route="\/api\/lead",method="POST",status="201"\} 2$/m,
      /^http_request_duration_seconds_count\{route="\/healthz",method="GET",status="200"\} \d+$/m,
      /^niot_form_records_stored_total\{form="newsletter"\} \d+$/m,
      /^niot_form_posts_refused_total\{reason="validation"\} \d+$/m,
      /^niot_form_posts_refused_total\{reason="csrf"\} \d+$/m,
      /^niot_form_posts_refused_total\{reason="size"\} \d+$/m,
      /^niot_form_posts_refused_total\{reason="rate_limit"\} \d+$/m,
      /^niot_page_cache_lookups_total\{result="miss"\} \d+$/m,
    ])
      expect(text).toMatch(line);
    expect(text).not.toContain(email);
    expect(text).not.toContain("/blog?");
  });

  it("makes its own request id when the client is no trusted proxy (TRUST_PROXY off), whatever X-Request-Id it sends", async () => {
    const forged = await get("/robots.txt", { "X-Request-Id": "lb-7f3a9c-0001" });
    expect(forged.headers.get("x-request-id")).toMatch(/^[0-9a-f]{8}-[0-9a-f-]{27}$/);
  });
});

describe("request ids from a trusted proxy", () => {
  it("takes a sane X-Request-Id from the proxy TRUST_PROXY names, makes one otherwise, and echoes it in the answer and the log", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp({ DATABASE_URL: fresh.url, TRUST_PROXY: "loopback" }, { pages: true });
    const get = (path: string, headers: Record<string, string> = {}) => fetch(app.baseUrl + path, { headers });
    const logged = captureLog();
    try {
      const given = await get("/robots.txt", { "X-Request-Id": "lb-7f3a9c-0001" });
      const odd = await get("/robots.txt", { "X-Request-Id": 'bad id {"level":"fatal"}' });
      const made = await get("/robots.txt");
      expect(given.headers.get("x-request-id")).toBe("lb-7f3a9c-0001");
      expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(made.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
      expect(logged.entries().filter((entry) => entry.msg === "request")).toEqual(
        [given, odd, made].map((response) =>
          expect.objectContaining({
            level: "info",
            reqId: response.headers.get("x-request-id"),
            method: "GET",
            route: "/robots.txt",
            status: 200,
            ms: expect.any(Number),
          }),
        ),
      );
    } finally {
      logged.restore();
      await app.close();
      await fresh.drop();
    }
  });
});

describe("graceful shutdown", () => {
  it("/readyz turns 503 when the stop begins, while a request in flight finishes; then the process exits 0", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const config = loadConfig({ NODE_ENV: "test", DATABASE_URL: fresh.url });
    const database = await openDatabase(config.DATABASE_URL);
    const limiter = await createRateLimiter(config);
    const lifecycle: Lifecycle = { stopping: false };
    const ipHash = await ipHasher(database, config.IP_HASH_SECRET);
    const app = createApp({
      config,
      database,
      rateLimit: limiter.middleware,
      ipHash,
      courses: [],
      feedbackPages: [],
      lifecycle,
    });
    const listener = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => listener.once("listening", resolve));
    const { port } = listener.address() as AddressInfo;
    let exitCode: number | undefined;
    let endNotice = () => {};
    const notice = new Promise<void>((resolve) => (endNotice = resolve));
    let exited = () => {};
    const exit = new Promise<void>((resolve) => (exited = resolve));
    const stop = shutdownOf(listener, {
      timeoutMs: 30_000,
      notice: () => notice,
      closers: [database.close, limiter.close],
      lifecycle,
      exit: (code) => {
        exitCode = code;
        exited();
      },
    });
    expect((await fetch(`http://127.0.0.1:${port}/readyz`)).status).toBe(200);
    // A lead whose body is still arriving when the stop begins.
    const body = JSON.stringify({ formId: "newsletter", email: `inflight-${Date.now()}@example.com` });
    const inFlight = http.request({
      port,
      host: "127.0.0.1",
      method: "POST",
      path: "/api/lead",
      headers: {
        "Content-Type": "application/json",
        "Content-Length": Buffer.byteLength(body),
        Cookie: `XSRF-TOKEN=${CSRF_TOKEN}`,
        "X-XSRF-TOKEN": CSRF_TOKEN,
      },
    });
    const answered = new Promise<number>((resolve) => inFlight.on("response", (res) => resolve(res.statusCode!)));
    const received = new Promise((resolve) => listener.once("request", resolve));
    inFlight.write(body.slice(0, 10));
    await received;
    stop("SIGTERM");
    const during = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(during.status).toBe(503);
    expect(await during.json()).toEqual({ status: "stopping" });
    expect((await fetch(`http://127.0.0.1:${port}/livez`)).status).toBe(200);
    inFlight.end(body.slice(10));
    expect(await answered).toBe(201);
    endNotice();
    await exit;
    expect(exitCode).toBe(0);
    expect(lifecycle.stopping).toBe(true);
    await fresh.drop();
  });
});
