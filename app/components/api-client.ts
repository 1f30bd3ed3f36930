import type { FieldIssue } from "~/lib/schemas";
import { COOKIE_NAMES, readCookie } from "~/lib/storage";

export const API_TIMEOUT_MS = 15_000;

/** A failed call: the server's `message` when it sent one, else a translated client-side reason. */
export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly issues: FieldIssue[] = [],
  ) {
    super(message);
  }
}

export interface ClientMessages {
  timeout: string;
  network: string;
  serverError: string;
}

/**
 * POSTs JSON with the double-submit CSRF header. Unlike the spec's client (no timeout), a call that
 * hangs ends after API_TIMEOUT_MS with a clear error.
 */
export async function postJson<T>(
  url: string,
  body: unknown,
  messages: ClientMessages,
  timeoutMs = API_TIMEOUT_MS,
): Promise<T> {
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
    throw new ApiError(controller.signal.aborted ? messages.timeout : messages.network, 0);
  } finally {
    clearTimeout(timer);
  }
  const json = (await response.json().catch(() => null)) as { message?: string; issues?: FieldIssue[] } | null;
  if (!response.ok) {
    throw new ApiError(json?.message ?? messages.serverError, response.status, json?.issues ?? []);
  }
  return json as T;
}

export const apiUrl = (base: string, path: string) => `${base.replace(/\/$/, "")}${path}`;
