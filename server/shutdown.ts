import type { Server } from "node:http";

/**
 * SIGTERM/SIGINT: stop accepting connections, let in-flight requests finish (bounded by timeoutMs),
 * close the resources, exit 0. Keep-alive connections are told to close after their current response,
 * and are closed when idle after a short notice.
 */
/** How long a stopping server still answers requests that arrive on open connections. */
const KEEP_ALIVE_NOTICE_MS = 500;

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
    // A request can already be on its way over an idle keep-alive connection when the balancer stops
    // routing here; closing that connection now would reset it. It is answered (with Connection: close)
    // during a short notice, then the listener closes and the idle connections with it.
    setTimeout(
      () => {
        listener.close(() => {
          void Promise.allSettled(closers.map((close) => close())).then(() => process.exit(0));
        });
        listener.closeIdleConnections();
      },
      Math.min(KEEP_ALIVE_NOTICE_MS, timeoutMs),
    );
  };
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}
