import type { RequestHandler } from "express";
import type { DatabaseHandle } from "./db/kysely";
import { outboxBacklog } from "./db/outbox";

/**
 * GET /healthz: the database answers, and how far the lead webhook's deliveries are behind
 * (counts and an age only, no personal data). 503 when the database cannot be reached.
 */
export const healthEndpoint =
  (database: DatabaseHandle): RequestHandler =>
  async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const { pending, failed, oldestPendingAt } = await outboxBacklog(database.db);
      res.json({
        status: "ok",
        database: database.engine,
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
      res.status(503).json({ status: "unavailable", database: database.engine });
    }
  };
