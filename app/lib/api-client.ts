import type { FieldIssue } from "~/lib/schemas";
import { COOKIE_NAMES, readCookie } from "~/lib/storage";

export const API_TIMEOUT_MS = 15_000;

/** A failed call, as ~/lib/form-refusal reads it: the status (0 without an answer) and the field issues of a 400. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly issues?: FieldIssue[],
    readonly timedOut = false,
  ) {
    super(status === 0 ? (timedOut ? "timeout" : "network") : `HTTP ${status}`);
  }
}

/**
 * POSTs JSON with the double-submit CSRF header. Unlike the spec's client (no timeout), a call that
 * hangs ends after API_TIMEOUT_MS with a clear error.
 */
export async function postJson<T>(url: string, body: unknown, timeoutMs = API_TIMEOUT_MS): Promise<T> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  let response: Response;
  try {
    response = await fetch(url, {
      method: "POST",
      credentials: "include",
      headers: {
        "Content-Type": "application/json",
        Accept: "application/json",
        "X-XSRF-TOKEN":
          readCookie(document.cookie, COOKIE_NAMES.csrfSecure) ?? readCookie(document.cookie, COOKIE_NAMES.csrf) ?? "",
      },
      body: JSON.stringify(body),
      signal: controller.signal,
    });
  } catch {
    throw new ApiError(0, undefined, controller.signal.aborted);
  } finally {
    clearTimeout(timer);
  }
  const json = (await response.json().catch(() => null)) as { issues?: FieldIssue[] } | null;
  if (!response.ok) throw new ApiError(response.status, json?.issues);
  return json as T;
}

export const apiUrl = (base: string, path: string) => `${base.replace(/\/$/, "")}${path}`;
