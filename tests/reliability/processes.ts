import { spawn, type ChildProcess } from "node:child_process";
import type { ApiProcess } from "../../scripts/support/api-process";

export const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) =>
    child.exitCode !== null ? resolve(child.exitCode) : child.once("exit", resolve),
  );

/**
 * Runs tests/reliability/lead-driver.ts against a server and kills the server with SIGKILL `killAfterMs`
 * into the load, and not before it acknowledged `minAcknowledged` leads (a loaded host starts the driver
 * late), or sooner once it acknowledged `maxAcknowledged`; resolves with the e-mails of the leads the server
 * acknowledged (201) before it died.
 */
export async function killMidLoad(
  server: ApiProcess,
  prefix: string,
  {
    concurrency,
    durationMs,
    killAfterMs,
    minAcknowledged = 0,
    maxAcknowledged = Infinity,
  }: {
    concurrency: number;
    durationMs: number;
    killAfterMs: number;
    minAcknowledged?: number;
    /** Kills sooner once this many are acknowledged: what follows must handle them all, on a fast host too. */
    maxAcknowledged?: number;
  },
): Promise<string[]> {
  const driver = spawn(
    process.execPath,
    [
      "--import",
      "tsx",
      "tests/reliability/lead-driver.ts",
      server.baseUrl,
      prefix,
      String(concurrency),
      String(durationMs),
    ],
    { stdio: ["ignore", "pipe", "inherit"] },
  );
  let stdout = "";
  driver.stdout.on("data", (chunk) => (stdout += chunk));
  const acknowledged = () =>
    stdout
      .split("\n")
      .filter((line) => line.startsWith("ack "))
      .map((line) => line.slice(4));
  const killAt = Date.now() + killAfterMs;
  while (driver.exitCode === null) {
    const count = acknowledged().length;
    if (count >= maxAcknowledged || (Date.now() >= killAt && count >= minAcknowledged)) break;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  server.child.kill("SIGKILL");
  await exited(server.child);
  await exited(driver);
  return acknowledged();
}
