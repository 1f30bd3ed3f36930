import type { RequestHandler } from "express";
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from "prom-client";
import type { DatabaseHandle } from "../db/kysely";
import { outboxBacklog } from "../db/outbox";
import { bearerMatches } from "../security/bearer";

/**
 * Every metric the server exposes at /metrics (docs/operations.md lists them). Labels are bounded sets:
 * route patterns, never raw addresses; form kinds; refusal reasons; delivery outcomes.
 */
export const registry = new Registry();
collectDefaultMetrics({ register: registry });

export const requestDuration = new Histogram({
  name: "http_request_duration_seconds",
  help: "Time to answer a request, by route pattern, method and status",
  labelNames: ["route", "method", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
  registers: [registry],
});

export const recordsStored = new Counter({
  name: "niot_form_records_stored_total",
  help: "Form posts stored, by form (JSON API and pages' forms alike)",
  labelNames: ["form"] as const,
  registers: [registry],
});

export type RefusalReason = "validation" | "not_admitted" | "rate_limit" | "csrf" | "size";

export const postsRefused = new Counter({
  name: "niot_form_posts_refused_total",
  help: "Form posts refused, by reason: validation, not_admitted (a closed course), rate_limit, csrf, size, malformed",
  labelNames: ["reason"] as const,
  registers: [registry],
});

export const deliveries = new Counter({
  name: "niot_deliveries_total",
  help: "Delivery attempts, by destination (webhook, rdstation, hubspot) and outcome (delivered, unavailable, refused)",
  labelNames: ["destination", "outcome"] as const,
  registers: [registry],
});

const outboxPending = new Gauge({
  name: "niot_outbox_pending",
  help: "Records queued and not yet delivered, by destination",
  labelNames: ["destination"] as const,
  registers: [registry],
});
const outboxFailed = new Gauge({
  name: "niot_outbox_failed",
  help: "Records given up on (undelivered after 24 h or refused), by destination",
  labelNames: ["destination"] as const,
  registers: [registry],
});
const outboxOldestAge = new Gauge({
  name: "niot_outbox_oldest_pending_age_seconds",
  help: "Age of the oldest undelivered record, by destination (0 when none)",
  labelNames: ["destination"] as const,
  registers: [registry],
});

export const pageCacheLookups = new Counter({
  name: "niot_page_cache_lookups_total",
  help: "Page requests looked up in the page cache, by result (hit, miss)",
  labelNames: ["result"] as const,
  registers: [registry],
});

export const redisFallbacks = new Counter({
  name: "niot_rate_limit_redis_fallbacks_total",
  help: "Writes counted in this instance's memory because Redis did not answer in time",
  registers: [registry],
});

/** Reads the outbox backlog of each configured destination into its gauges; called at each scrape, as figures of the shared database. */
export async function readOutboxFigures(database: DatabaseHandle, now = Date.now()): Promise<void> {
  if (database.destinations.length === 0) return;
  const backlog = await outboxBacklog(database.db);
  for (const destination of database.destinations) {
    const { pending, failed, oldestPendingAt } = backlog.destinations[destination] ?? {
      pending: 0,
      failed: 0,
      oldestPendingAt: null,
    };
    outboxPending.set({ destination }, pending);
    outboxFailed.set({ destination }, failed);
    outboxOldestAge.set({ destination }, oldestPendingAt ? Math.max(0, (now - Date.parse(oldestPendingAt)) / 1000) : 0);
  }
}

/**
 * GET /metrics in Prometheus text, for a bearer of METRICS_TOKEN; anyone else gets the site's 404, as
 * if there were no such address.
 */
export const metricsEndpoint =
  (token: string, database: DatabaseHandle): RequestHandler =>
  async (req, res, next) => {
    if (!bearerMatches(req.headers.authorization, token)) return next();
    try {
      await readOutboxFigures(database);
      res.setHeader("Cache-Control", "no-store");
      res.type(registry.contentType).send(await registry.metrics());
    } catch (error) {
      next(error);
    }
  };
