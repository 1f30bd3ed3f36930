/**
 * POST /api/lead throughput with the lead webhook off and on (a receiver in its own process answering
 * 204 at once), on the production API stack (tests/reliability/api-server.ts) over a fresh SQLite file
 * per run, off and on alternating. Part of `npm run bench`; alone: `npx tsx scripts/bench/lead-delivery.ts`.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { freshDatabaseUrl } from "../../tests/setup/test-app";
import { startApiServer } from "../../tests/reliability/processes";
import type { Request } from "autocannon";
import { hammer, type Throughput } from "./measure";

export const TOKEN = "bench-csrf-token-0123456789abcdef";
const RECEIVER = `
  let count = 0;
  const server = require("node:http").createServer((req, res) => {
    if (req.method === "GET") return res.end(String(count));
    req.resume().on("end", () => { count++; res.writeHead(204).end(); });
  });
  server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;

export interface LeadDelivery {
  off: Throughput;
  on: Throughput;
  /** on / off, requests per second (over all the rounds). */
  ratio: number;
  /** After the last "on" run: how long until the outbox was empty, and what the receiver got in all. */
  drainMs: number;
  deliveries: number;
  acknowledged: number;
}

export async function leadDeliveryBench({ amount = 8000, rounds = 2 } = {}): Promise<LeadDelivery> {
  const receiver = spawn(process.execPath, ["-e", RECEIVER], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve) => receiver.stdout!.once("data", (chunk) => resolve(String(chunk).trim())));
  const hook = { LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/`, LEAD_WEBHOOK_SECRET: "bench-webhook-secret-0123456789" };
  const runs: Record<"off" | "on", Throughput[]> = { off: [], on: [] };
  let drainMs = 0;
  let acknowledged = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const mode of ["off", "on"] as const) {
        const fresh = await freshDatabaseUrl("sqlite");
        const server = await startApiServer({ DATABASE_URL: fresh.url, ...(mode === "on" ? hook : {}) });
        try {
          runs[mode].push(await postLeads(server.baseUrl, amount));
          if (mode === "on") {
            const started = Date.now();
            while ((await (await fetch(`${server.baseUrl}/healthz`)).json()).deliveries.pending > 0) await new Promise((r) => setTimeout(r, 100));
            drainMs = Date.now() - started;
            acknowledged += runs.on.at(-1)!.statuses["201"] ?? 0;
          }
        } finally {
          server.child.kill("SIGTERM");
          await new Promise((resolve) => server.child.once("exit", resolve));
          await fresh.drop();
        }
      }
    }
    const deliveries = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    // From the totals: autocannon's per-second average is coarse over runs of a few seconds.
    const mean = (list: Throughput[]) => list.reduce((sum, run) => sum + run.total, 0) / list.reduce((sum, run) => sum + run.seconds, 0);
    const pick = (list: Throughput[]) => ({ ...list.at(-1)!, requestsPerSecond: Math.round(mean(list)) });
    return { off: pick(runs.off), on: pick(runs.on), ratio: Math.round((mean(runs.on) / mean(runs.off)) * 100) / 100, drainMs, deliveries, acknowledged };
  } finally {
    receiver.kill();
  }
}

let sequence = 0;
/** One POST /api/lead of a demo request, a new e-mail each time (autocannon's request). */
export const leadPost = (): Request => ({
  method: "POST",
  path: "/api/lead",
  headers: { "content-type": "application/json", cookie: `XSRF-TOKEN=${TOKEN}`, "x-xsrf-token": TOKEN },
  setupRequest: (request) => ({
    ...request,
    body: JSON.stringify({
      formId: "bookDemo", nome: "Bench", sobrenome: "Mark", cargo: "QA", email: `bench-${process.pid}-${sequence++}@example.com`,
      interesse: "prototiposAioT", empresa: "Bench Ltda", telefone: "51 99999 0000", pais: "Brasil",
    }),
  }),
});

/** A fixed amount rather than a duration: every request's answer is counted. */
export const postLeads = (base: string, amount: number) => hammer({ url: base, connections: 10, amount, requests: [leadPost()] });

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const result = await leadDeliveryBench();
  console.log(JSON.stringify(result, null, 2));
  console.log(`${result.ratio >= 0.9 ? "PASS" : "FAIL"} POST /api/lead with webhook delivery ≥ 0.9 × without: ${result.on.requestsPerSecond}/s vs ${result.off.requestsPerSecond}/s = ${result.ratio}`);
}
