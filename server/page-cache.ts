import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import { pageCacheLookups } from "./observability/metrics";

/** Kept with a page: its policy too, which names the response's nonce for a page that carries its styles. */
const KEPT_HEADERS = ["content-type", "cache-control", "vary", "content-security-policy"];

declare module "express-serve-static-core" {
  interface Locals {
    /**
     * What the page renders in its forms' hidden token field: on a GET, the cache's placeholder, which the
     * cache replaces with this visitor's `csrfToken` in what it sends; absent otherwise (render `csrfToken`).
     */
    csrfTokenInPage?: string;
  }
}

interface CachedPage {
  body: Buffer;
  nonce: string;
  headers: Record<string, string>;
  expires: number;
}

export interface PageCacheOptions {
  ttlMs?: number;
  maxEntries?: number;
  /** `X-Page-Cache: hit` on a cached answer, for tests; never in production, where it would tell one visitor what others opened. */
  hitHeader?: boolean;
}

/**
 * A small in-memory cache of rendered pages per language and address. Pages never depend on the
 * visitor beyond the language and the CSRF token, so a GET renders with a placeholder instead of the
 * token (random per process, never sent), and every answer, first or cached, gets the visitor's token
 * in that placeholder's place and the response's own CSP nonce (random, so its text occurs nowhere else).
 * Entries live `ttlMs` (events compute "ended" at request time) and the oldest go first past
 * `maxEntries`; a deploy starts a new process and so an empty cache.
 */
export function pageCache(
  keyOf: (req: Request) => string,
  { ttlMs = 60_000, maxEntries = 500, hitHeader = false }: PageCacheOptions = {},
): RequestHandler {
  const cache = new Map<string, CachedPage>();
  // The shape of a token (32 characters of base64url), so a page's length does not change with the swap.
  const placeholder = crypto.randomBytes(24).toString("base64url");
  const placeholderBytes = Buffer.from(placeholder);
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const key = keyOf(req);
    const nonce: string = res.locals.nonce;
    const csrfToken: string = res.locals.csrfToken ?? "";
    const withToken = (body: Buffer) =>
      body.includes(placeholderBytes) ? Buffer.from(body.toString("utf8").replaceAll(placeholder, csrfToken)) : body;
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) {
      pageCacheLookups.inc({ result: "hit" });
      res.set(
        Object.fromEntries(
          Object.entries(hit.headers).map(([name, value]) => [name, value.replaceAll(hit.nonce, nonce)]),
        ),
      );
      res.status(200);
      if (hitHeader) res.set("X-Page-Cache", "hit");
      res.end(withToken(Buffer.from(hit.body.toString("utf8").replaceAll(hit.nonce, nonce))));
      return;
    }
    if (hit) cache.delete(key);
    pageCacheLookups.inc({ result: "miss" });

    // The whole answer is held until its end (pages are rendered whole anyway), so that the placeholder is
    // replaced even where it would straddle two chunks.
    res.locals.csrfTokenInPage = placeholder;
    const chunks: Buffer[] = [];
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === "string")
        chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0]);
      const done = rest.find((arg) => typeof arg === "function") as (() => void) | undefined;
      if (done) process.nextTick(done);
      return true;
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== "function") capture(chunk, rest[0]);
      const done = [chunk, ...rest].find((arg) => typeof arg === "function");
      const body = Buffer.concat(chunks);
      if (res.statusCode === 200) {
        const headers = Object.fromEntries(
          KEPT_HEADERS.flatMap((name) => (res.hasHeader(name) ? [[name, String(res.getHeader(name))]] : [])),
        );
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        cache.set(key, { body, nonce, headers, expires: Date.now() + ttlMs });
      }
      const sent = withToken(body);
      if (res.hasHeader("content-length")) res.setHeader("Content-Length", sent.length);
      return done ? end(sent, done) : end(sent);
    }) as typeof res.end;
    next();
  };
}
