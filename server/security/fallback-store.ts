import { MemoryStore, type ClientRateLimitInfo, type Options, type Store } from "express-rate-limit";
import { log } from "../observability/logger";
import { redisFallbacks } from "../observability/metrics";

/** How long a write waits for the shared store before it counts in memory instead. */
export const SHARED_STORE_WAIT_MS = 100;

/**
 * The shared (Redis) store while it answers within SHARED_STORE_WAIT_MS; an in-memory store of this
 * instance while it does not, so a lost Redis neither slows every write nor lifts the limits. The
 * switch is logged once each way.
 */
export class FallbackStore implements Store {
  private readonly local = new MemoryStore();
  private degraded = false;
  private options: Options | undefined;
  /** The shared store's own start (Redis loads its scripts); tried again after a failure. */
  private sharedStart: Promise<void> | undefined;

  constructor(
    private readonly shared: Store,
    private readonly isReady: () => boolean,
    private readonly warn: (line: string) => void = (line) => log.warn(line),
  ) {}

  init(options: Options): void {
    this.options = options;
    this.local.init(options);
    this.startShared().catch(() => undefined);
  }

  async increment(key: string): Promise<ClientRateLimitInfo> {
    if (this.isReady()) {
      try {
        const info = await withDeadline(
          this.startShared().then(() => this.shared.increment(key)),
          SHARED_STORE_WAIT_MS,
        );
        this.setDegraded(false);
        return info;
      } catch {
        // Counted below, in memory.
      }
    }
    this.setDegraded(true);
    redisFallbacks.inc();
    return this.local.increment(key);
  }

  async decrement(key: string): Promise<void> {
    await (this.degraded
      ? this.local.decrement(key)
      : withDeadline(this.shared.decrement(key), SHARED_STORE_WAIT_MS).catch(() => undefined));
  }

  async resetKey(key: string): Promise<void> {
    await this.local.resetKey(key);
    await withDeadline(this.shared.resetKey(key), SHARED_STORE_WAIT_MS).catch(() => undefined);
  }

  shutdown(): void {
    this.local.shutdown();
  }

  private startShared(): Promise<void> {
    this.sharedStart ??= Promise.resolve(this.shared.init?.(this.options!)).catch((error: unknown) => {
      this.sharedStart = undefined;
      throw error;
    });
    return this.sharedStart;
  }

  private setDegraded(degraded: boolean) {
    if (degraded === this.degraded) return;
    this.degraded = degraded;
    this.warn(
      degraded
        ? `[rate-limit] Redis did not answer within ${SHARED_STORE_WAIT_MS} ms: counting writes in this instance's memory until it does`
        : "[rate-limit] Redis answers again: counting writes in the shared store",
    );
  }
}

function withDeadline<T>(work: T | Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  const answer = Promise.resolve(work);
  // An answer that comes after the deadline, or fails after it, is dropped.
  answer.catch(() => undefined);
  return Promise.race([answer, deadline]).finally(() => clearTimeout(timer));
}
