import type { DatabaseHandle } from "../db/kysely";
import { claimDue, eventsData, expireOverdue, holdQueue, settle, type Settlement } from "../db/outbox";
import { errorCode, errorMessage, log } from "../observability/logger";
import { deliveries, WEBHOOK_DESTINATION } from "../observability/metrics";
import { sendEvent, type WebhookTarget } from "./send";

export interface DeliveryOptions extends WebhookTarget {
  /** First wait after a failed attempt; it doubles with each failure in a row. */
  retryBaseMs: number;
  /** The longest wait between two tries. */
  retryCapMs?: number;
  /** A row still undelivered this long after it was queued is marked failed. */
  maxAgeMs?: number;
  /** Rows leased per pass; they are sent one after the other, oldest first. */
  batchSize?: number;
}

export interface DeliveryWorker {
  /** A record was stored: look at the outbox now rather than at the next poll (unless in a burst). */
  recordStored(): void;
  /** Finishes the attempt under way (bounded by the timeout), hands back the rest, and stops. */
  stop(): Promise<void>;
}

const iso = (ms: number) => new Date(ms).toISOString();
/** More records stored than this per second is a burst of visitors, and deliveries give way to it. */
const BURST_PER_SECOND = 50;

/**
 * Sends the outbox to the webhook from this process. The receiver being unavailable pauses all
 * sending (1 s, 2 s, 4 s… up to 10 min) and the next try starts again from the oldest row, so a
 * receiver back from an outage gets everything in order. A refused event backs off on its own.
 * During a burst of form posts, a delivery costing about as much CPU as a post, the worker sends one
 * batch a second and catches up when the burst is over, so the forms answer as fast as with no webhook.
 */
export function startDelivery(database: DatabaseHandle, options: DeliveryOptions): DeliveryWorker {
  const { retryBaseMs, retryCapMs = 10 * 60_000, maxAgeMs = 24 * 3_600_000, batchSize = 10 } = options;
  const pollMs = Math.min(1000, retryBaseMs);
  const backoff = (failures: number) => Math.min(retryBaseMs * 2 ** (failures - 1), retryCapMs);
  let stopping = false;
  let unavailableInARow = 0;
  let lastExpiry = 0;
  let interrupt: (() => void) | null = null;
  let paused = false;
  let stored = 0;
  let burst = false;
  let windowStart = Date.now();
  // Counted over a fifth of a second, so a burst is noticed before it has cost much.
  const inBurst = () => {
    const elapsed = Date.now() - windowStart;
    if (elapsed >= 200) {
      burst = (stored * 1000) / elapsed > BURST_PER_SECOND;
      stored = 0;
      windowStart = Date.now();
    }
    return burst;
  };

  const sleep = (ms: number) =>
    new Promise<boolean>((resolve) => {
      const done = (interrupted: boolean) => {
        clearTimeout(timer);
        interrupt = null;
        resolve(interrupted);
      };
      const timer = setTimeout(() => done(false), ms);
      interrupt = () => done(true);
    });
  /** Timers may fire a millisecond early by the wall clock, which the rows' times are in. */
  const sleepUntil = async (time: number) => {
    while (!stopping && Date.now() < time) if (await sleep(time - Date.now())) return;
  };

  /** One lease of due rows; returns when to look again (a time in ms). */
  async function pass(): Promise<number> {
    const now = Date.now();
    // Long enough for every row of the batch to time out; a crashed instance's rows come back after it.
    const leaseUntil = iso(now + (batchSize + 1) * options.timeoutMs);
    // Overdue rows are looked for now and then, not on every pass: that reads the whole backlog.
    const expire = now - lastExpiry >= Math.min(60_000, maxAgeMs / 10);
    if (expire) lastExpiry = now;
    const claimed = await database.write(async (db) => {
      if (expire) await expireOverdue(db, { now: iso(now), before: iso(now - maxAgeMs) });
      return claimDue(db, database.engine, { now: iso(now), leaseUntil, limit: batchSize });
    });
    const data =
      claimed.length > 0 ? await eventsData(database.db, claimed) : new Map<number, Record<string, unknown>>();
    const settlements: Settlement[] = [];
    let pauseUntil = 0;
    for (const event of claimed) {
      const eventData = data.get(event.id);
      if (!eventData) {
        settlements.push({ id: event.id, outcome: "failed", error: "record deleted" });
        continue;
      }
      if (stopping || pauseUntil) {
        settlements.push({ id: event.id, outcome: "released" });
        continue;
      }
      const result = await sendEvent(options, event, eventData);
      deliveries.inc({ destination: WEBHOOK_DESTINATION, outcome: result.outcome });
      const at = Date.now();
      if (result.outcome !== "unavailable") unavailableInARow = 0;
      if (result.outcome === "delivered") {
        settlements.push({ id: event.id, outcome: "delivered", at: iso(at) });
        continue;
      }
      // Only the status or the error's kind: a receiver's answer may quote the record it was sent.
      log.warn(
        {
          destination: WEBHOOK_DESTINATION,
          outcome: result.outcome,
          eventId: event.event_id,
          attempts: event.attempts + 1,
        },
        `[webhook] delivery not taken: ${result.error.replace(/:.*$/s, "")}`,
      );
      const retryAt =
        at + (result.outcome === "unavailable" ? backoff(++unavailableInARow) : backoff(event.attempts + 1));
      if (result.outcome === "unavailable") pauseUntil = retryAt;
      settlements.push({
        id: event.id,
        outcome: "retry",
        at: iso(at),
        nextAttemptAt: iso(retryAt),
        error: result.error,
      });
    }
    if (claimed.length > 0) {
      await database.write(async (db) => {
        await settle(db, leaseUntil, settlements);
        if (pauseUntil) await holdQueue(db, iso(pauseUntil));
      });
    }
    paused = pauseUntil > 0;
    if (paused) return pauseUntil;
    if (claimed.length < batchSize) return Date.now() + pollMs;
    return inBurst() ? Date.now() + 1000 : Date.now();
  }

  const loop = (async () => {
    while (!stopping) {
      let next = Date.now() + pollMs;
      try {
        next = await pass();
      } catch (error) {
        log.warn({ code: errorCode(error) }, `[webhook] delivery pass failed: ${errorMessage(error)}`);
      }
      await sleepUntil(next);
    }
  })();

  return {
    // A pause for an unavailable receiver is kept: the oldest row goes first when it ends.
    recordStored: () => {
      stored++;
      if (!paused && !inBurst()) interrupt?.();
    },
    stop: async () => {
      stopping = true;
      interrupt?.();
      await loop;
    },
  };
}
