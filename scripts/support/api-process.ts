import { spawn, type ChildProcess } from "node:child_process";
import net from "node:net";

// The API server in a process of its own, for the reliability tests (kill -9, rolling restart) and the bench.

/** A port nothing listens on now. */
export async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface ApiProcess {
  child: ChildProcess;
  port: number;
  baseUrl: string;
  output: () => string;
}

/** The METRICS_TOKEN of the servers started here: it reads the full /healthz. */
export const OPERATOR_TOKEN = "operator-token-0123456789abcdefghijklm";

/** The full /healthz of a server started here (the webhook backlog). */
export async function healthOf(baseUrl: string): Promise<{ deliveries: { pending: number } }> {
  const response = await fetch(`${baseUrl}/healthz`, { headers: { Authorization: `Bearer ${OPERATOR_TOKEN}` } });
  return (await response.json()) as { deliveries: { pending: number } };
}

/** Starts api-server.ts (the API stack without pages) in its own process and resolves once it listens. */
export async function startApiServer(env: Record<string, string>, fixedPort?: number): Promise<ApiProcess> {
  const port = fixedPort ?? (await freePort());
  // One process (no npx wrapper), so signals reach the server itself.
  const child = spawn(process.execPath, ["--import", "tsx", "scripts/support/api-server.ts"], {
    env: {
      ...process.env,
      NODE_ENV: "test",
      PORT: String(port),
      RATE_LIMIT_PER_MINUTE: "1000000",
      METRICS_TOKEN: OPERATOR_TOKEN,
      ...env,
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout.on("data", (chunk) => (output += chunk));
  child.stderr.on("data", (chunk) => (output += chunk));
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 30_000);
    const check = () => {
      if (output.includes(`ready ${port}`)) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout.on("data", check);
    child.on("exit", (code) => reject(new Error(`server exited with ${code}:\n${output}`)));
  });
  return { child, port, baseUrl: `http://127.0.0.1:${port}`, output: () => output };
}
