// Two instances of the compiled server on one PostgreSQL and one Redis behind a small round-robin proxy, mixed
// load (pages and newsletter leads) for a bounded time, one instance restarted mid-run (SIGTERM, start again);
// then requests served, errors, and leads stored against leads acknowledged (201).
//   node scripts/scale-out.mjs [seconds=20] [concurrency=8]
// Needs PostgreSQL (SCALE_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/test) and Redis (SCALE_REDIS_URL,
// default redis://127.0.0.1:6379); works in a schema of its own, dropped at the end. Ports SCALE_PORT (3250) to +2.
import { execSync, spawn } from "node:child_process";
import http from "node:http";
import os from "node:os";
import pg from "pg";

const seconds = Number(process.argv[2] ?? 20);
const concurrency = Number(process.argv[3] ?? 8);
const database = process.env.SCALE_DATABASE_URL ?? "postgres://postgres@127.0.0.1:5432/test";
const redis = process.env.SCALE_REDIS_URL ?? "redis://127.0.0.1:6379";
const proxyPort = Number(process.env.SCALE_PORT ?? 3250);
const ports = [proxyPort + 1, proxyPort + 2];
const schema = `scale_${Date.now()}`;
const PAGES = ["/", "/price", "/blog", "/events", "/about"];
const TOKEN = "scale-csrf-token-0123456789abcdef";

const admin = new pg.Client({ connectionString: database });
await admin.connect();
await admin.query(`create schema ${schema}`);
const url = new URL(database);
url.searchParams.set("options", `-c search_path=${schema}`);

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });

/** Starts one instance; resolves once it listens. */
function start(port) {
  const child = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: url.toString(),
      REDIS_URL: redis,
      RATE_LIMIT_PER_MINUTE: "1000000",
      TRUST_PROXY: "loopback",
      SITE_URL: `http://127.0.0.1:${proxyPort}`,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`instance ${port} did not start`)), 60_000);
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes('"level":"fatal"')) process.stderr.write(chunk);
    });
    const check = setInterval(async () => {
      const ready = await fetch(`http://127.0.0.1:${port}/readyz`).then(
        (r) => r.ok,
        () => false,
      );
      if (ready) {
        clearInterval(check);
        clearTimeout(timer);
        resolve(child);
      }
    }, 100);
    child.once("exit", (code) => {
      clearInterval(check);
      if (code !== 0) reject(new Error(`instance ${port} exited ${code}`));
    });
  });
}

// The proxy: round-robin over the instances whose /readyz answered 200 at the last look (every 200 ms); a
// connection refused goes to the other instance (nothing reached the refusing one, so a POST is safe to resend).
const ready = new Map(ports.map((port) => [port, true]));
const served = new Map(ports.map((port) => [port, 0]));
const poll = setInterval(() => {
  for (const port of ports)
    fetch(`http://127.0.0.1:${port}/readyz`).then(
      (r) => ready.set(port, r.ok),
      () => ready.set(port, false),
    );
}, 200);
let next = 0;
const proxy = http.createServer((req, res) => {
  const chunks = [];
  req.on("data", (chunk) => chunks.push(chunk));
  req.on("end", () => {
    const body = Buffer.concat(chunks);
    const send = (tries) => {
      const candidates = ports.filter((port) => ready.get(port));
      const port = (candidates.length ? candidates : ports)[next++ % (candidates.length || ports.length)];
      const upstream = http.request(
        {
          host: "127.0.0.1",
          port,
          method: req.method,
          path: req.url,
          headers: { ...req.headers, "x-forwarded-for": "127.0.0.1" },
        },
        (answer) => {
          served.set(port, served.get(port) + 1);
          res.writeHead(answer.statusCode, answer.headers);
          answer.pipe(res);
        },
      );
      // As balancers do: a refused connection is retried elsewhere, and so is a reset of an idempotent request
      // (a keep-alive connection the stopping instance closed as the request went out).
      upstream.on("error", (error) => {
        const retry = error.code === "ECONNREFUSED" || (error.code === "ECONNRESET" && req.method === "GET");
        if (retry && tries < 3) {
          ready.set(port, false);
          return send(tries + 1);
        }
        if (!res.headersSent) res.writeHead(502, { "x-proxy-error": error.code ?? "error" }).end();
      });
      upstream.end(body);
    };
    send(0);
  });
});
await new Promise((resolve) => proxy.listen(proxyPort, "127.0.0.1", resolve));

const instances = await Promise.all(ports.map(start));
const base = `http://127.0.0.1:${proxyPort}`;
const counts = { requests: 0, errors: 0, pages: 0, leads: 0 };
const acknowledged = [];
const errors = new Map();
const until = Date.now() + seconds * 1000;
let sequence = 0;

async function worker() {
  while (Date.now() < until) {
    const lead = Math.random() < 0.3;
    counts.requests++;
    try {
      if (lead) {
        const email = `scale-${schema}-${sequence++}@example.com`;
        const response = await fetch(`${base}/api/lead`, {
          method: "POST",
          headers: { "Content-Type": "application/json", Cookie: `XSRF-TOKEN=${TOKEN}`, "X-XSRF-TOKEN": TOKEN },
          body: JSON.stringify({ formId: "newsletter", email }),
        });
        await response.text();
        counts.leads++;
        if (response.status === 201) acknowledged.push(email);
        else throw new Error(`lead ${response.status} ${response.headers.get("x-proxy-error") ?? ""}`.trim());
      } else {
        const response = await fetch(base + PAGES[Math.floor(Math.random() * PAGES.length)]);
        await response.text();
        counts.pages++;
        if (response.status !== 200)
          throw new Error(`page ${response.status} ${response.headers.get("x-proxy-error") ?? ""}`.trim());
      }
    } catch (error) {
      counts.errors++;
      const key = error.cause?.code ?? error.message;
      errors.set(key, (errors.get(key) ?? 0) + 1);
    }
  }
}

// A third into the run, the first instance is restarted: SIGTERM, wait for its exit, start it again.
const restart = (async () => {
  await new Promise((resolve) => setTimeout(resolve, (seconds * 1000) / 3));
  const began = Date.now();
  instances[0].kill("SIGTERM");
  const code = await new Promise((resolve) => instances[0].once("exit", resolve));
  instances[0] = await start(ports[0]);
  return { exitCode: code, downMs: Date.now() - began };
})();

const started = Date.now();
await Promise.all(Array.from({ length: concurrency }, worker));
const elapsed = (Date.now() - started) / 1000;
const restarted = await restart;

const { rows } = await admin.query(`select email from ${schema}.leads where email like $1`, [`scale-${schema}-%`]);
const stored = new Set(rows.map((row) => row.email));
const lost = acknowledged.filter((email) => !stored.has(email));

for (const child of instances) child.kill("SIGTERM");
await Promise.all(
  instances.map(
    (child) => new Promise((resolve) => (child.exitCode !== null ? resolve() : child.once("exit", resolve))),
  ),
);
clearInterval(poll);
proxy.close();
await admin.query(`drop schema ${schema} cascade`);
await admin.end();

console.log(
  [
    `two instances (PostgreSQL + Redis) behind a round-robin proxy, ${concurrency} clients for ${elapsed.toFixed(1)} s, instance 1 restarted at ${(seconds / 3).toFixed(0)} s (exit ${restarted.exitCode}, back in ${restarted.downMs} ms)`,
    `requests ${counts.requests} (${(counts.requests / elapsed).toFixed(0)}/s): pages ${counts.pages}, lead posts ${counts.leads}; served by instance 1: ${served.get(ports[0])}, instance 2: ${served.get(ports[1])}`,
    `errors ${counts.errors}${errors.size ? ` (${[...errors].map(([key, n]) => `${key} ×${n}`).join(", ")})` : ""}`,
    `leads acknowledged (201) ${acknowledged.length}, stored ${stored.size}, acknowledged but not stored ${lost.length}`,
    `load average ${os
      .loadavg()
      .map((load) => load.toFixed(1))
      .join(" ")} on ${os.cpus().length} cores, Node ${process.version}`,
  ].join("\n"),
);
process.exit(lost.length === 0 && counts.errors === 0 ? 0 : 1);
