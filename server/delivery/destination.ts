import type { ClaimedEvent } from "../db/outbox";
import type { DestinationName } from "../db/schema";

/**
 * delivered: a 2xx. unavailable: no answer in time, no connection, 5xx, 408 or 429: the destination is
 * down or overloaded, so nothing else is worth sending to it yet (until `retryAt` when it said so).
 * refused: any other status, about this event.
 */
export type SendResult =
  | { outcome: "delivered" }
  | { outcome: "unavailable"; error: string; retryAt?: number }
  | { outcome: "refused"; error: string };

/** One place stored records go (docs/webhooks.md): its own outbox rows, state, retries and backoff. */
export interface Destination {
  name: DestinationName;
  /** Takes the `*.deleted` event of an erasure; a CRM whose API cannot erase is told by hand. */
  erasable: boolean;
  /** One attempt, bounded by `timeoutMs` (connection, answer and body). */
  send(event: ClaimedEvent, data: Record<string, unknown>, timeoutMs: number): Promise<SendResult>;
}
