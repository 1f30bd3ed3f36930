import { Router } from "express";
import type { DatabaseHandle } from "./db/kysely";
import { outboxBacklog } from "./db/outbox";
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

/**
 * The probes, answered before anything else of the site and never cached:
 * - GET /livez: 200 while the process serves requests at all (a failing one is restarted).
 * - GET /readyz: 200 when the database answers with every migration run; 503 once SIGTERM arrived, while
 *   in-flight requests finish, so the balancer stops sending here first. A Redis lost after start does
 *   not make it 503: every instance would go at once while writes go on counted in memory (decision 025).
 * - GET /healthz: `{"status":"ok"}`, or 503 when the database cannot be reached; with a bearer token
 *   (METRICS_TOKEN or ADMIN_TOKEN) also the engine, Node's version, Redis and the webhook backlog.
 */
export function healthRoutes({ database, isStopping, redisReady, tokens }: HealthDependencies): Router {
  const probes = Router();
  probes.use((_req, res, next) => {
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
      const { pending, failed, oldestPendingAt } = await outboxBacklog(database.db);
      if (!detailed) return void res.json({ status: "ok" });
      res.json({
        status: "ok",
        database: database.engine,
        node: process.version,
        ...(redisReady ? { redis: redisReady() ? "ok" : "degraded" } : {}),
        deliveries: {
          enabled: database.outbox,
          pending,
          failed,
          oldestPendingAgeSeconds: oldestPendingAt
            ? Math.max(0, Math.round((Date.now() - Date.parse(oldestPendingAt)) / 1000))
            : null,
        },
      });
    } catch {
      res.status(503).json(detailed ? { status: "unavailable", database: database.engine } : { status: "unavailable" });
    }
  });
  return probes;
}
