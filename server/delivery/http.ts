import type { SendResult } from "./destination";

/** The longest wait a rate limit's headers are taken at their word for. */
const LONGEST_RATE_LIMIT_WAIT_MS = 3_600_000;

/**
 * When a 429 or 503 says to try again: `Retry-After` (seconds or an HTTP date), else `RateLimit-Reset` or
 * `X-RateLimit-Reset` (seconds from now, or a Unix time when larger than a year of seconds).
 */
export function retryAtOf(headers: Headers, now: number): number | undefined {
  const retryAfter = headers.get("retry-after");
  if (retryAfter) {
    const at = /^\d+$/.test(retryAfter) ? now + Number(retryAfter) * 1000 : Date.parse(retryAfter);
    if (!Number.isNaN(at)) return Math.min(Math.max(at, now), now + LONGEST_RATE_LIMIT_WAIT_MS);
  }
  const reset = headers.get("ratelimit-reset") ?? headers.get("x-ratelimit-reset");
  if (reset && /^\d+(\.\d+)?$/.test(reset)) {
    const seconds = Number(reset);
    const at = seconds > 365 * 86_400 ? seconds * 1000 : now + seconds * 1000;
    return Math.min(Math.max(at, now), now + LONGEST_RATE_LIMIT_WAIT_MS);
  }
  return undefined;
}

/** POSTs a JSON body once and classifies the answer; the body of a refusal is kept short for `last_error`. */
export async function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
): Promise<SendResult> {
  try {
    const response = await fetch(url, {
      method: "POST",
      redirect: "manual",
      headers: { "Content-Type": "application/json", "User-Agent": "NIoT-Webhook/1", ...headers },
      body,
      signal: AbortSignal.timeout(timeoutMs),
    });
    const text = await response.text();
    if (response.ok) return { outcome: "delivered" };
    const error = `HTTP ${response.status}${text ? `: ${text.slice(0, 200)}` : ""}`;
    const busy = response.status >= 500 || response.status === 408 || response.status === 429;
    if (!busy) return { outcome: "refused", error };
    return { outcome: "unavailable", error, retryAt: retryAtOf(response.headers, Date.now()) };
  } catch (error) {
    const cause = (error as { cause?: { code?: string } }).cause?.code;
    return {
      outcome: "unavailable",
      error: cause ?? (error instanceof Error ? `${error.name}: ${error.message}` : String(error)),
    };
  }
}
