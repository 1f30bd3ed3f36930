import type { Request, RequestHandler } from "express";
import { pageCacheLookups } from "./observability/metrics";

const KEPT_HEADERS = ["content-type", "cache-control", "vary"];

interface CachedPage {
  body: Buffer;
  nonce: string;
  csrfToken: string;
  headers: Record<string, string>;
  expires: number;
}

/**
 * A small in-memory cache of rendered pages per language and address. Pages never depend on the
 * visitor beyond the language, so a rendered page can be served again with only its CSP nonce and
 * its forms' CSRF token (both random, so their text occurs nowhere else) swapped for the new response's. Entries live `ttlMs` (events compute "ended" at request time) and
 * the oldest go first past `maxEntries`; a deploy starts a new process and so an empty cache.
 */
export function pageCache(keyOf: (req: Request) => string, { ttlMs = 60_000, maxEntries = 500 } = {}): RequestHandler {
  const cache = new Map<string, CachedPage>();
  return (req, res, next) => {
    if (req.method !== "GET") return next();
    const key = keyOf(req);
    const nonce: string = res.locals.nonce;
    const csrfToken: string = res.locals.csrfToken ?? "";
    const hit = cache.get(key);
    if (hit && hit.expires > Date.now()) {
      pageCacheLookups.inc({ result: "hit" });
      res.set(hit.headers).set("X-Page-Cache", "hit").status(200);
      let html = hit.body.toString("utf8").replaceAll(hit.nonce, nonce);
      if (hit.csrfToken) html = html.replaceAll(hit.csrfToken, csrfToken);
      res.end(Buffer.from(html));
      return;
    }
    if (hit) cache.delete(key);
    pageCacheLookups.inc({ result: "miss" });

    const chunks: Buffer[] = [];
    const write = res.write.bind(res) as (...args: unknown[]) => boolean;
    const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
    const capture = (chunk: unknown, encoding?: unknown) => {
      if (typeof chunk === "string")
        chunks.push(Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8"));
      else if (chunk instanceof Uint8Array) chunks.push(Buffer.from(chunk));
    };
    res.write = ((chunk: unknown, ...rest: unknown[]) => {
      capture(chunk, rest[0]);
      return write(chunk, ...rest);
    }) as typeof res.write;
    res.end = ((chunk?: unknown, ...rest: unknown[]) => {
      if (chunk !== undefined && typeof chunk !== "function") capture(chunk, rest[0]);
      if (res.statusCode === 200) {
        const headers = Object.fromEntries(
          KEPT_HEADERS.flatMap((name) => (res.hasHeader(name) ? [[name, String(res.getHeader(name))]] : [])),
        );
        if (cache.size >= maxEntries) cache.delete(cache.keys().next().value!);
        cache.set(key, { body: Buffer.concat(chunks), nonce, csrfToken, headers, expires: Date.now() + ttlMs });
      }
      return end(chunk, ...rest);
    }) as typeof res.end;
    next();
  };
}
