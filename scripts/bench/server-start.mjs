// Start time and resident memory of the production server, compiled (`node build/server.js`) against the same
// server loaded through tsx (`node --import tsx server.ts`, what `npm start` ran before), alternating runs:
//   node scripts/bench/server-start.mjs [runs=5] [port=3250]
// Start: from spawn to the "NIoT site on" line. Memory: VmRSS once listening, then after 30 page requests.
import { execSync, spawn } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";

const runs = Number(process.argv[2] ?? 5);
const port = Number(process.argv[3] ?? 3250);
const KINDS = { compiled: ["build/server.js"], tsx: ["--import", "tsx", "server.ts"] };
const PAGES = ["/", "/price", "/blog", "/docs/create-account", "/about", "/showcase"];

const rssMiB = (pid) => Number(/VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, "utf8"))[1]) / 1024;

async function once(kind) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "niot-start-"));
  const started = performance.now();
  const child = spawn(process.execPath, KINDS[kind], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `sqlite:${dir}/site.db`,
      LOG_LEVEL: "info",
      SITE_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  let output = "";
  await new Promise((resolve, reject) => {
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (output.includes("NIoT site on")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`${kind} exited ${code}`)));
  });
  const startMs = performance.now() - started;
  const idle = rssMiB(child.pid);
  for (let i = 0; i < 5; i++) for (const page of PAGES) await (await fetch(`http://127.0.0.1:${port}${page}`)).text();
  const served = rssMiB(child.pid);
  child.kill("SIGTERM");
  await new Promise((resolve) => child.once("exit", resolve));
  fs.rmSync(dir, { recursive: true, force: true });
  return { kind, startMs: Math.round(startMs), idleMiB: Math.round(idle), servedMiB: Math.round(served) };
}

execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
const results = [];
for (let i = 0; i < runs; i++) for (const kind of ["compiled", "tsx"]) results.push(await once(kind));
for (const kind of Object.keys(KINDS)) {
  const mine = results.filter((result) => result.kind === kind);
  const median = (key) => mine.map((result) => result[key]).sort((a, b) => a - b)[Math.floor(mine.length / 2)];
  console.log(
    `${kind}: start ${mine.map((r) => r.startMs).join(", ")} ms (median ${median("startMs")}); RSS listening ${mine.map((r) => r.idleMiB).join(", ")} MiB (median ${median("idleMiB")}); after ${PAGES.length * 5} pages ${mine.map((r) => r.servedMiB).join(", ")} MiB (median ${median("servedMiB")})`,
  );
}
console.log(
  `load average ${os
    .loadavg()
    .map((load) => load.toFixed(1))
    .join(" ")}, Node ${process.version}`,
);
