import crypto from "node:crypto";
import type { Request, RequestHandler, Response } from "express";
import { log } from "./logger";
import { requestDuration } from "./metrics";

declare module "express-serve-static-core" {
  interface Locals {
    /** This request's id: a trusted proxy's X-Request-Id when it has a sane shape, else one made here. */
    requestId: string;
    /** The page route's pattern ("/article/:slug"), set by the page handler's matcher. */
    routePattern?: string;
  }
}

/** What a proxy's id may look like: a UUID, a hex trace id, a ULID… up to 128 plain characters. */
const REQUEST_ID_SHAPE = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * The proxy's X-Request-Id when the request came through a proxy TRUST_PROXY trusts (Express's `trust proxy`
 * function, asked about the peer) and the id has a sane shape; else a new one: a client's own id could
 * pass for another request's in the log.
 */
export function requestIdOf(req: Request): string {
  const header = req.headers["x-request-id"];
  const trust = req.app.get("trust proxy fn") as (address: string | undefined, hop: number) => boolean;
  const fromProxy = trust(req.socket.remoteAddress, 0);
  return fromProxy && typeof header === "string" && REQUEST_ID_SHAPE.test(header) ? header : crypto.randomUUID();
}

/**
 * The route a request matched, as a pattern: the page route's, else Express's own (`/api/lead`), else
 * `/assets/*` for the build's files and `unmatched` for the rest. Never the address itself: it may
 * carry anything a visitor typed, and one label per address would have no bound.
 */
export function routeLabel(req: Request, res: Response): string {
  if (res.locals.routePattern) return res.locals.routePattern;
  const route: unknown = (req as { route?: unknown }).route;
  const pattern = (route as { path?: unknown } | undefined)?.path;
  if (typeof pattern === "string") return `${req.baseUrl}${pattern}`;
  if (req.path.startsWith("/assets/")) return "/assets/*";
  return "unmatched";
}

/**
 * One JSON line per request (method, route pattern, status, duration, request id) and the duration
 * histogram; X-Request-Id is echoed in the response. No address, query, IP or user agent is logged.
 */
export const requestLog: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  const requestId = requestIdOf(req);
  res.locals.requestId = requestId;
  res.setHeader("X-Request-Id", requestId);
  // "close" comes for every request, answered or not; a client gone before the answer ended is "aborted".
  res.once("close", () => {
    const seconds = Number(process.hrtime.bigint() - started) / 1e9;
    const route = routeLabel(req, res);
    const status = res.writableFinished ? res.statusCode : "aborted";
    requestDuration.observe({ route, method: req.method, status: String(status) }, seconds);
    log.info({ reqId: requestId, method: req.method, route, status, ms: Math.round(seconds * 10_000) / 10 }, "request");
  });
  next();
};
