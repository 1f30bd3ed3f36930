import { Router } from "express";
import type { DatabaseHandle } from "./db/kysely";
import { outboxBacklog, type Backlog } from "./db/outbox";
import { databaseReady } from "./db/readiness";
import { bearerMatches } from "./security/bearer";

export interface HealthDependencies {
  database: DatabaseHandle;
  /** True from the moment SIGTERM arrives (server/shutdown.ts). */
  isStopping: () => boolean;
  /** Whether the shared rate-limit store answers; absent without REDIS_URL. */
  redisReady?: () => boolean;
  /** Bearer tokens that may read /healthz in full (METRICS_TOKEN, ADMIN_TOKEN). */
  tokens: Array<string | undefined>;
}

const ageSeconds = (since: string | null) =>
  since ? Math.max(0, Math.round((Date.now() - Date.parse(since)) / 1000)) : null;
const backlogView = ({ pending, failed, oldestPendingAt }: Backlog) => ({
  pending,
  failed,
  oldestPendingAgeSeconds: ageSeconds(oldestPendingAt),
});

/**
 * The probes, answered before anything else of the site and never cached:
 * - GET /livez: 200 while the process serves requests at all (a failing one is restarted).
 * - GET /readyz: 200 when the database answers with every migration run; 503 once SIGTERM arrived, while
 *   in-flight requests finish, so the balancer stops sending here first. A Redis lost after start does
 *   not make it 503: every instance would go at once while writes go on counted in memory (decision 025).
 * - GET /healthz: `{"status":"ok"}`, or 503 when the database cannot be reached; with a bearer token
 *   (METRICS_TOKEN or ADMIN_TOKEN) also the engine, Node's version, Redis and the delivery backlog, in all and per destination (counts and an age only).
 */
export function healthRoutes({ database, isStopping, redisReady, tokens }: HealthDependencies): Router {
  const probes = Router();
  // On the three addresses only: this router is mounted before everything else, and a header set in a
  // catch-all `use` here would mark every asset and page of the site no-store.
  probes.use(["/livez", "/readyz", "/healthz"], (_req, res, next) => {
    res.setHeader("Cache-Control", "no-store");
    next();
  });
  probes.get("/livez", (_req, res) => {
    res.json({ status: "ok" });
  });
  probes.get("/readyz", async (_req, res) => {
    if (isStopping()) return void res.status(503).json({ status: "stopping" });
    const ready = await databaseReady(database).catch(() => false);
    res.status(ready ? 200 : 503).json({ status: ready ? "ok" : "unavailable" });
  });
  probes.get("/healthz", async (req, res) => {
    const detailed = bearerMatches(req.headers.authorization, ...tokens);
    try {
      const backlog = await outboxBacklog(database.db);
      if (!detailed) return void res.json({ status: "ok" });
      const empty: Backlog = { pending: 0, failed: 0, oldestPendingAt: null };
      res.json({
        status: "ok",
        database: database.engine,
        node: process.version,
        ...(redisReady ? { redis: redisReady() ? "ok" : "degraded" } : {}),
        deliveries: {
          enabled: database.destinations.length > 0,
          ...backlogView(backlog),
          destinations: Object.fromEntries(
            database.destinations.map((name) => [name, backlogView(backlog.destinations[name] ?? empty)]),
          ),
        },
      });
    } catch {
      res.status(503).json(detailed ? { status: "unavailable", database: database.engine } : { status: "unavailable" });
    }
  });
  return probes;
}
