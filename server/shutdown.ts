import type { Server } from "node:http";
import { log } from "./observability/logger";

/** How long a stopping server still answers requests that arrive on open connections. */
const KEEP_ALIVE_NOTICE_MS = 500;

/** Whether the process is on its way out; /readyz answers 503 from then on. */
export interface Lifecycle {
  stopping: boolean;
}

export interface ShutdownOptions {
  timeoutMs: number;
  closers: Array<() => Promise<void>>;
  lifecycle: Lifecycle;
  /** Ends the notice during which requests on open connections are still answered; KEEP_ALIVE_NOTICE_MS by default. */
  notice?: () => Promise<void>;
  exit?: (code: number) => void;
}

/** On SIGTERM and SIGINT, the stop below. */
export function gracefulShutdown(listener: Server, options: ShutdownOptions): void {
  const stop = shutdownOf(listener, options);
  process.on("SIGTERM", () => stop("SIGTERM"));
  process.on("SIGINT", () => stop("SIGINT"));
}

/**
 * The stop: mark the process not ready, stop accepting connections, let in-flight requests finish
 * (bounded by timeoutMs), close the resources, exit 0. Keep-alive connections are told to close after
 * their current response, and are closed when idle after a short notice.
 */
export function shutdownOf(
  listener: Server,
  {
    timeoutMs,
    closers,
    lifecycle,
    notice = () => new Promise((resolve) => setTimeout(resolve, Math.min(KEEP_ALIVE_NOTICE_MS, timeoutMs))),
    exit = (code) => process.exit(code),
  }: ShutdownOptions,
): (signal: string) => void {
  const stop = (signal: string) => {
    if (lifecycle.stopping) return;
    lifecycle.stopping = true;
    log.info({ signal }, `${signal}: finishing in-flight requests`);
    // Before the app's own listener: one that answers at once has sent its headers when a later one runs.
    listener.prependListener("request", (_req, res) => res.setHeader("Connection", "close"));
    const force = setTimeout(() => {
      log.error("Shutdown timed out; closing remaining connections");
      listener.closeAllConnections();
    }, timeoutMs);
    force.unref();
    // A request can already be on its way over an idle keep-alive connection when the balancer stops
    // routing here; closing that connection now would reset it. It is answered (with Connection: close)
    // during a short notice, then the listener closes and the idle connections with it.
    void notice().then(() => {
      listener.close(() => {
        void Promise.allSettled(closers.map((close) => close())).then(() => {
          log.info("stopped");
          exit(0);
        });
      });
      listener.closeIdleConnections();
    });
  };
  return stop;
}
