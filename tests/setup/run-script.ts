import { execFile } from "node:child_process";
import { promisify } from "node:util";

const execFileAsync = promisify(execFile);

/**
 * Runs one of the repo's command-line scripts with tsx and resolves to what it printed. Asynchronous on
 * purpose: while it runs, the test's own servers keep answering and their keep-alive timers keep time. A
 * synchronous run blocked them for seconds on a slow host, and the next request then went out on a
 * connection the server was closing (ECONNRESET).
 */
export async function runScript(script: string, args: readonly string[], env: Record<string, string>) {
  const { stdout } = await execFileAsync(process.execPath, ["--import", "tsx", script, ...args], {
    env: { ...process.env, ...env },
    encoding: "utf8",
  });
  return stdout;
}
