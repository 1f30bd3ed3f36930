import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import { readCookie } from "../../app/i18n/detect-language";
import { COOKIE_NAMES } from "../../app/lib/storage";
import type { Config } from "../config";

/**
 * Over HTTPS the token cookie is `__Host-XSRF-TOKEN` (Secure, host-only, path /: a sibling subdomain
 * cannot plant it); browsers refuse a `__Host-` cookie without Secure, so plain http keeps `XSRF-TOKEN`.
 */
export function csrfCookieName(config: Config, req: Request): string {
  return config.SITE_URL.startsWith("https:") || req.secure ? COOKIE_NAMES.csrfSecure : COOKIE_NAMES.csrf;
}

/** Files shared caches may keep (translations, the search index, assets): they never set a cookie. */
export const isCacheableFile = (path: string) => /^\/(i18n|assets)\//.test(path) || /\.(json|js|css|svg|png|webp|ico|txt|xml|woff2?)$/.test(path);

/** Page responses carry the double-submit token cookie (readable by our scripts, not by other sites). */
export const issueCsrfCookie = (config: Config): RequestHandler => (req, res, next) => {
  const name = csrfCookieName(config, req);
  if (!isCacheableFile(req.path) && !readCookie(req.headers.cookie, name)) {
    const token = crypto.randomBytes(24).toString("base64url");
    res.cookie(name, token, { path: "/", sameSite: "lax", secure: name === COOKIE_NAMES.csrfSecure, maxAge: 1000 * 60 * 60 * 24 * 7 });
  }
  next();
};

/** The X-XSRF-TOKEN header equals the token cookie of this scheme (only the `__Host-` one over HTTPS). */
export function csrfTokensMatch(config: Config, req: Request): boolean {
  const cookie = readCookie(req.headers.cookie, csrfCookieName(config, req));
  const headerValue = req.get("x-xsrf-token");
  if (!cookie || !headerValue) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(headerValue);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
