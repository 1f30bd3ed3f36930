import crypto from "node:crypto";
import type { LeadWebhook } from "../config";
import type { ClaimedEvent } from "../db/outbox";
import type { Destination } from "./destination";
import { postJson } from "./http";

/** `sha256=` and the hex HMAC-SHA256 of the raw body, keyed with the secret as written: X-NIoT-Signature. */
export function niotSignature(secret: string, body: string): string {
  return `sha256=${crypto.createHmac("sha256", secret).update(body).digest("hex")}`;
}

/**
 * Standard Webhooks' `webhook-signature`: `v1,` and the base64 HMAC-SHA256 of `id.timestamp.body`. A
 * `whsec_` secret is keyed with the bytes its base64 stands for, as the spec writes it; any other with
 * its own bytes (the library's `{ format: "raw" }`).
 */
export function standardSignature(secret: string, id: string, timestamp: number, body: string): string {
  const key = secret.startsWith("whsec_") ? Buffer.from(secret.slice("whsec_".length), "base64") : secret;
  return `v1,${crypto.createHmac("sha256", key).update(`${id}.${timestamp}.${body}`).digest("base64")}`;
}

/** The JSON the receiver gets (docs/webhooks.md). */
export function eventBody(event: ClaimedEvent, data: Record<string, unknown>, sentAt: string): string {
  return JSON.stringify({ id: event.event_id, type: event.type, createdAt: event.created_at, sentAt, data });
}

/** The signed generic webhook: every event, erasures included. */
export function webhookDestination({ url, secret }: Pick<LeadWebhook, "url" | "secret">): Destination {
  return {
    name: "webhook",
    erasable: true,
    send: (event, data, timeoutMs) => {
      const now = Date.now();
      const timestamp = Math.floor(now / 1000);
      const body = eventBody(event, data, new Date(now).toISOString());
      return postJson(
        url,
        body,
        {
          "webhook-id": event.event_id,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": standardSignature(secret, event.event_id, timestamp, body),
          "X-NIoT-Signature": niotSignature(secret, body),
          "X-NIoT-Delivery": crypto.randomUUID(),
        },
        timeoutMs,
      );
    },
  };
}
