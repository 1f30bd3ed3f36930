import type { DatabaseHandle } from "../db/kysely";
import {
  claimDue,
  eventsData,
  expireOverdue,
  holdQueue,
  settle,
  type ClaimedEvent,
  type Settlement,
} from "../db/outbox";
import { errorCode, errorMessage, log } from "../observability/logger";
import { deliveries } from "../observability/metrics";
import type { BurstMeter } from "./burst";
import type { Destination } from "./destination";
import { Wakeup } from "./wakeup";

export interface SenderTiming {
  /** How long one attempt may take (connection, answer, body). */
  timeoutMs: number;
  /** First wait after a failed attempt; it doubles with each failure in a row. */
  retryBaseMs: number;
  /** The longest wait between two tries. */
  retryCapMs?: number;
  /** A row still undelivered this long after it was queued is marked failed. */
  maxAgeMs?: number;
  /** Rows leased per pass; they are sent one after the other, oldest first. */
  batchSize?: number;
}

const iso = (ms: number) => new Date(ms).toISOString();

/**
 * Sends one destination's outbox rows from this process. The destination being unavailable pauses its
 * sending only (1 s, 2 s, 4 s… up to 10 min, or until the time a 429 names) and the next try starts
 * again from its oldest row, so it gets everything in order when it is back. A refused event backs off
 * on its own. During a burst of form posts the sender sends one batch a second.
 */
export class DestinationSender {
  private readonly retryCapMs: number;
  private readonly maxAgeMs: number;
  private readonly batchSize: number;
  private readonly pollMs: number;
  private readonly wakeup = new Wakeup();
  private stopping = false;
  /** Failures of the destination (not of one event) in a row: the length of its pause. */
  private unavailableInARow = 0;
  private lastExpiry = 0;
  /** Paused for an unavailable destination: a form post does not cut the pause short. */
  private paused = false;
  private readonly loop: Promise<void>;

  constructor(
    private readonly database: DatabaseHandle,
    private readonly destination: Destination,
    private readonly timing: SenderTiming,
    private readonly burst: BurstMeter,
  ) {
    this.retryCapMs = timing.retryCapMs ?? 10 * 60_000;
    this.maxAgeMs = timing.maxAgeMs ?? 24 * 3_600_000;
    this.batchSize = timing.batchSize ?? 10;
    this.pollMs = Math.min(1000, timing.retryBaseMs);
    this.loop = this.run();
  }

  /** A record was queued: look at the outbox now rather than at the next poll (unless paused or in a burst). */
  recordQueued(): void {
    if (!this.paused && !this.burst.inBurst()) this.wakeup.wake();
  }

  /** Finishes the attempt under way (bounded by the timeout), hands back the rest, and stops. */
  async stop(): Promise<void> {
    this.stopping = true;
    this.wakeup.wake();
    await this.loop;
  }

  private backoff(failures: number): number {
    return Math.min(this.timing.retryBaseMs * 2 ** (failures - 1), this.retryCapMs);
  }

  private async run(): Promise<void> {
    while (!this.stopping) {
      let next = Date.now() + this.pollMs;
      try {
        next = await this.pass();
      } catch (error) {
        log.warn(
          { destination: this.destination.name, code: errorCode(error) },
          `[delivery] ${this.destination.name}: pass failed: ${errorMessage(error)}`,
        );
      }
      // Timers may fire a millisecond early by the wall clock, which the rows' times are in.
      while (!this.stopping && Date.now() < next) if (await this.wakeup.sleep(next - Date.now())) break;
    }
  }

  /** One lease of due rows; returns when to look again (a time in ms). */
  private async pass(): Promise<number> {
    const { database, destination, batchSize } = this;
    const now = Date.now();
    // Long enough for every row of the batch to time out; a crashed instance's rows come back after it.
    const leaseUntil = iso(now + (batchSize + 1) * this.timing.timeoutMs);
    // Overdue rows are looked for now and then, not on every pass: that reads the whole backlog.
    const expire = now - this.lastExpiry >= Math.min(60_000, this.maxAgeMs / 10);
    if (expire) this.lastExpiry = now;
    const claimed = await database.write(async (db) => {
      if (expire) await expireOverdue(db, destination.name, { now: iso(now), before: iso(now - this.maxAgeMs) });
      return claimDue(db, database.engine, destination.name, { now: iso(now), leaseUntil, limit: batchSize });
    });
    if (claimed.length === 0) {
      this.paused = false;
      return Date.now() + this.pollMs;
    }
    const { settlements, pauseUntil } = await this.send(claimed);
    await database.write(async (db) => {
      await settle(db, leaseUntil, settlements);
      if (pauseUntil) await holdQueue(db, destination.name, iso(pauseUntil));
    });
    this.paused = pauseUntil > 0;
    if (this.paused) return pauseUntil;
    if (claimed.length < batchSize) return Date.now() + this.pollMs;
    return this.burst.inBurst() ? Date.now() + 1000 : Date.now();
  }

  /** Sends a lease's rows in order; the first unavailable answer hands the rest back untried. */
  private async send(claimed: ClaimedEvent[]): Promise<{ settlements: Settlement[]; pauseUntil: number }> {
    const data = await eventsData(this.database.db, claimed);
    const settlements: Settlement[] = [];
    let pauseUntil = 0;
    for (const event of claimed) {
      const eventData = data.get(event.id);
      if (!eventData) {
        settlements.push({ id: event.id, outcome: "failed", error: "record deleted" });
        continue;
      }
      if (this.stopping || pauseUntil) {
        settlements.push({ id: event.id, outcome: "released" });
        continue;
      }
      const result = await this.destination.send(event, eventData, this.timing.timeoutMs);
      deliveries.inc({ destination: this.destination.name, outcome: result.outcome });
      const at = Date.now();
      if (result.outcome === "delivered") {
        this.unavailableInARow = 0;
        settlements.push({ id: event.id, outcome: "delivered", at: iso(at) });
        continue;
      }
      // Only the status or the error's kind: a receiver's answer may quote the record it was sent.
      log.warn(
        {
          destination: this.destination.name,
          outcome: result.outcome,
          eventId: event.event_id,
          attempts: event.attempts + 1,
        },
        `[delivery] ${this.destination.name}: not taken: ${result.error.replace(/:.*$/s, "")}`,
      );
      let retryAt: number;
      if (result.outcome === "unavailable") {
        this.unavailableInARow++;
        retryAt = result.retryAt ?? at + this.backoff(this.unavailableInARow);
        pauseUntil = retryAt;
      } else {
        this.unavailableInARow = 0;
        retryAt = at + this.backoff(event.attempts + 1);
      }
      settlements.push({
        id: event.id,
        outcome: "retry",
        at: iso(at),
        nextAttemptAt: iso(retryAt),
        error: result.error,
      });
    }
    return { settlements, pauseUntil };
  }
}
