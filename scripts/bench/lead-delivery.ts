/**
 * POST /api/lead throughput with the lead webhook off and on (a receiver in its own process answering
 * 204 at once), on the production API stack (scripts/support/api-server.ts) over a fresh SQLite file
 * per run, off and on alternating. Part of `npm run bench`; alone: `npx tsx scripts/bench/lead-delivery.ts`.
 */
import { spawn } from "node:child_process";
import path from "node:path";
import { healthOf, startApiServer } from "../support/api-process";
import { freshDatabaseUrl } from "../support/fresh-database";
import type { Request } from "autocannon";
import { hammer, median, processCpuSeconds, type Throughput } from "./measure";

export const TOKEN = "bench-csrf-token-0123456789abcdef";
const RECEIVER = `
  let count = 0;
  const server = require("node:http").createServer((req, res) => {
    if (req.method === "GET") return res.end(String(count));
    req.resume().on("end", () => { count++; res.writeHead(204).end(); });
  });
  server.listen(0, "127.0.0.1", () => console.log(server.address().port));`;

const WARM_UP = 1000;

/** Waits until the outbox is empty; returns how long that took (ms). */
async function drained(base: string): Promise<number> {
  const started = Date.now();
  while ((await healthOf(base)).deliveries.pending > 0) await new Promise((resolve) => setTimeout(resolve, 100));
  return Date.now() - started;
}

export interface LeadDelivery {
  off: Throughput;
  on: Throughput;
  /** on / off, requests per second: the median of the rounds' ratios (a round's two runs share the machine's background load). */
  ratio: number;
  roundRatios: number[];
  /** The server's CPU time per acknowledged lead during the runs, in µs: steadier than req/s on a shared machine. */
  cpuPerLead: { off: number; on: number };
  /** After the last "on" run: how long until the outbox was empty, and what the receiver got in all. */
  drainMs: number;
  deliveries: number;
  acknowledged: number;
}

export async function leadDeliveryBench({ amount = 12_000, rounds = 3 } = {}): Promise<LeadDelivery> {
  const receiver = spawn(process.execPath, ["-e", RECEIVER], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve) =>
    receiver.stdout.once("data", (chunk) => resolve(String(chunk).trim())),
  );
  const hook = {
    LEAD_WEBHOOK_URL: `http://127.0.0.1:${port}/`,
    LEAD_WEBHOOK_SECRET: "bench-webhook-secret-0123456789",
  };
  const runs: Record<"off" | "on", Throughput[]> = { off: [], on: [] };
  const cpuSeconds = { off: 0, on: 0 };
  let drainMs = 0;
  let acknowledged = 0;
  try {
    for (let round = 0; round < rounds; round++) {
      for (const mode of ["off", "on"] as const) {
        const fresh = await freshDatabaseUrl("sqlite");
        const server = await startApiServer({ DATABASE_URL: fresh.url, ...(mode === "on" ? hook : {}) });
        try {
          // Warm up first (JIT, and the HTTP client a first delivery loads), as the page measurements do.
          const warmUp = await postLeads(server.baseUrl, WARM_UP);
          await drained(server.baseUrl);
          const cpuBefore = processCpuSeconds(server.child.pid!);
          runs[mode].push(await postLeads(server.baseUrl, amount));
          cpuSeconds[mode] += processCpuSeconds(server.child.pid!) - cpuBefore;
          if (mode === "on") {
            drainMs = await drained(server.baseUrl);
            acknowledged += (warmUp.statuses["201"] ?? 0) + (runs.on.at(-1)!.statuses["201"] ?? 0);
          }
        } finally {
          server.child.kill("SIGTERM");
          await new Promise((resolve) => server.child.once("exit", resolve));
          await fresh.drop();
        }
      }
    }
    const deliveries = Number(await (await fetch(`http://127.0.0.1:${port}/`)).text());
    const rate = (list: Throughput[]) =>
      list.reduce((sum, run) => sum + run.total, 0) / list.reduce((sum, run) => sum + run.seconds, 0);
    const pick = (list: Throughput[]) => ({ ...list.at(-1)!, requestsPerSecond: Math.round(rate(list)) });
    const roundRatios = runs.on.map((on, round) => Math.round((rate([on]) / rate([runs.off[round]!])) * 100) / 100);
    const perLead = (mode: "off" | "on") =>
      Math.round((cpuSeconds[mode] * 1e6) / runs[mode].reduce((sum, run) => sum + (run.statuses["201"] ?? 0), 0));
    return {
      off: pick(runs.off),
      on: pick(runs.on),
      ratio: median(roundRatios),
      roundRatios,
      cpuPerLead: { off: perLead("off"), on: perLead("on") },
      drainMs,
      deliveries,
      acknowledged,
    };
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
      formId: "bookDemo",
      nome: "Bench",
      sobrenome: "Mark",
      cargo: "QA",
      email: `bench-${process.pid}-${sequence++}@example.com`,
      interesse: "prototiposAioT",
      empresa: "Bench Ltda",
      telefone: "51 99999 0000",
      pais: "Brasil",
    }),
  }),
});

/**
 * A fixed amount rather than a duration: every request's answer is counted. Sampled every 100 ms:
 * such a run ends at the next sample, so 1 s samples would round its length up to whole seconds.
 */
export const postLeads = (base: string, amount: number) =>
  hammer({ url: base, connections: 10, amount, sampleInt: 100, requests: [leadPost()] });

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) {
  const result = await leadDeliveryBench();
  console.log(JSON.stringify(result, null, 2));
  console.log(
    `${result.ratio >= 0.9 ? "PASS" : "FAIL"} POST /api/lead with webhook delivery ≥ 0.9 × without: ${result.on.requestsPerSecond}/s vs ${result.off.requestsPerSecond}/s, median ratio of the rounds ${result.ratio} (${result.roundRatios.join(", ")}); server CPU per lead ${result.cpuPerLead.off} / ${result.cpuPerLead.on} µs`,
  );
}
