import crypto from "node:crypto";
import type { ClaimedEvent } from "../db/outbox";

/** `sha256=` and the hex HMAC-SHA256 of the raw body: the X-NIoT-Signature header. */
export function signature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}

/** The JSON the receiver gets (docs/webhooks.md). */
export function eventBody(event: ClaimedEvent, data: Record<string, unknown>, sentAt: string): string {
  return JSON.stringify({ id: event.event_id, type: event.type, createdAt: event.created_at, sentAt, data });
}

/**
 * delivered: a 2xx. unavailable: no answer in time, no connection, 5xx, 408 or 429: the receiver is
 * down or overloaded, so nothing else is worth sending yet. refused: any other status, about this event.
 */
export type SendResult = { outcome: "delivered" } | { outcome: "unavailable" | "refused"; error: string };

export interface WebhookTarget {
  url: string;
  secret: string;
  timeoutMs: number;
}

/** One attempt: POST the signed event, bounded by the timeout (connection, answer and body). */
export async function sendEvent(
  target: WebhookTarget,
  event: ClaimedEvent,
  data: Record<string, unknown>,
): Promise<SendResult> {
  const body = eventBody(event, data, new Date().toISOString());
  try {
    const response = await fetch(target.url, {
      method: "POST",
      redirect: "manual",
      headers: {
        "Content-Type": "application/json",
        "User-Agent": "NIoT-Webhook/1",
        "X-NIoT-Signature": signature(target.secret, body),
        "X-NIoT-Delivery": crypto.randomUUID(),
      },
      body,
      signal: AbortSignal.timeout(target.timeoutMs),
    });
    const text = await response.text();
    if (response.ok) return { outcome: "delivered" };
    const busy = response.status >= 500 || response.status === 408 || response.status === 429;
    return {
      outcome: busy ? "unavailable" : "refused",
      error: `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`,
    };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      outcome: "unavailable",
      error: cause ?? (error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    };
  }
}
