import type { RequestHandler } from "express";
import { rateLimit } from "express-rate-limit";
import { log } from "../observability/logger";
import { bearerMatches } from "../security/bearer";

export const ADMIN_FAILURE_WINDOW_MS = 15 * 60_000;
export const ADMIN_FAILURES_ALLOWED = 10;

/**
 * The admin routes' gate: a bearer token compared in constant time; each refusal is logged (method,
 * path, request id; never the token given nor the client's address), and after ADMIN_FAILURES_ALLOWED refusals (401) from one IP within
 * 15 minutes that IP gets 429 until the window ends, right token or not.
 */
export function requireAdminToken(token: string): RequestHandler[] {
  const failures = rateLimit({
    windowMs: ADMIN_FAILURE_WINDOW_MS,
    limit: ADMIN_FAILURES_ALLOWED,
    skipSuccessfulRequests: true,
    // Only a refused token counts: the right token's own mistakes (a 400 for a bad query) lock nobody out.
    requestWasSuccessful: (_req, res) => res.statusCode !== 401,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    message: { message: "Too many failed attempts. Try again later." },
  });
  const check: RequestHandler = (req, res, next) => {
    if (bearerMatches(req.headers.authorization, token)) return next();
    log.warn(
      { reqId: res.locals.requestId, method: req.method, route: `${req.baseUrl}${req.path}` },
      `[admin] token refused: ${req.headers.authorization ? "wrong token" : "no token"}`,
    );
    res.setHeader("WWW-Authenticate", "Bearer");
    res.status(401).json({ message: "Unauthorized" });
  };
  return [failures, check];
}
