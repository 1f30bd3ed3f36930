import type { Server } from "node:http";

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (bounded by timeoutMs),
 * close the resources, exit 0. Keep-alive connections are told to close after their current response.
 */
export function gracefulShutdown(listener: Server, timeoutMs: number, closers: Array<() => Promise<void>>): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.log(`${signal}: finishing in-flight requests`);
    listener.on("request", (_req, res) => res.setHeader("Connection", "close"));
    const force = setTimeout(() => {
      console.error("Shutdown timed out; closing remaining connections");
      listener.closeAllConnections();
    }, timeoutMs);
    force.unref();
    listener.close(() => {
      void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0));
    });
    listener.closeIdleConnections();
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
