import { execSync, spawn } from "node:child_process";
import fs from "node:fs";

/** Analytics configured as a real deployment has it (it loads only after consent). */
export const GA_MEASUREMENT_ID = "G-BENCH0000";

/** Builds when the sources changed, then starts the production server on a fresh SQLite file. */
export async function startSite(port: number, dbFile: string) {
  execSync("node scripts/ensure-build.mjs", { stdio: "inherit" });
  for (const suffix of ["", "-wal", "-shm"]) fs.rmSync(dbFile + suffix, { force: true });
  const server = spawn(process.execPath, ["build/server.js"], {
    env: {
      ...process.env,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `sqlite:./${dbFile}`,
      RATE_LIMIT_PER_MINUTE: "100000000",
      GA_MEASUREMENT_ID,
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve) =>
    server.stdout.on("data", (chunk) => String(chunk).includes("NIoT site on") && resolve()),
  );
  const base = `http://127.0.0.1:${port}`;
  return {
    base,
    /** The routes that answer 200, after warming the server (module caches, content) on them. */
    async available(routes: readonly string[]): Promise<string[]> {
      const found: string[] = [];
      for (const route of routes) if ((await fetch(base + route)).status === 200) found.push(route);
      for (let i = 0; i < 20; i++) for (const route of found) await (await fetch(base + route)).text();
      return found;
    },
    stop: () => server.kill("SIGTERM"),
  };
}
