import type { RequestHandler } from "express";
import type { DatabaseHandle } from "./db/kysely";
import { outboxBacklog, type Backlog } from "./db/outbox";

const ageSeconds = (since: string | null) =>
  since ? Math.max(0, Math.round((Date.now() - Date.parse(since)) / 1000)) : null;
const backlogView = ({ pending, failed, oldestPendingAt }: Backlog) => ({
  pending,
  failed,
  oldestPendingAgeSeconds: ageSeconds(oldestPendingAt),
});

/**
 * GET /healthz: the database answers, and how far deliveries are behind, in all and per destination
 * (counts and an age only, no personal data). 503 when the database cannot be reached.
 */
export const healthEndpoint =
  (database: DatabaseHandle): RequestHandler =>
  async (_req, res) => {
    res.setHeader("Cache-Control", "no-store");
    try {
      const backlog = await outboxBacklog(database.db);
      const empty: Backlog = { pending: 0, failed: 0, oldestPendingAt: null };
      res.json({
        status: "ok",
        database: database.engine,
        deliveries: {
          enabled: database.destinations.length > 0,
          ...backlogView(backlog),
          destinations: Object.fromEntries(
            database.destinations.map((name) => [name, backlogView(backlog.destinations[name] ?? empty)]),
          ),
        },
      });
    } catch {
      res.status(503).json({ status: "unavailable", database: database.engine });
    }
  };
