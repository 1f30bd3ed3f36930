import type { Request, RequestHandler } from "express";
import { apiMessage, requestLanguage } from "../api/messages";
import type { Config } from "../config";

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/** True when a browser says the request comes from another site, or names a foreign Origin. */
function isCrossSite(req: Request, siteOrigin: string): boolean {
  if (req.get("sec-fetch-site") === "cross-site") return true;
  const origin = req.get("origin");
  if (origin === undefined) return false;
  return origin !== siteOrigin && origin !== `${req.protocol}://${req.get("host")}`;
}

/**
 * Refuses (403) every state-changing request (any method but GET, HEAD, OPTIONS), API or page form,
 * that a browser sent from another site, even with a valid CSRF token. Clients that send neither
 * Origin nor Sec-Fetch-Site (curl, server-to-server) pass. Mounted first in server/app.ts.
 */
export function refuseCrossSiteWrites(config: Config): RequestHandler {
  const siteOrigin = new URL(config.SITE_URL).origin;
  return (req, res, next) => {
    if (SAFE_METHODS.has(req.method) || !isCrossSite(req, siteOrigin)) return next();
    const message = apiMessage(requestLanguage(req), "crossSite");
    res.status(403);
    if (req.path.startsWith("/api/")) res.json({ message });
    else res.type("text/plain").send(message);
  };
}
