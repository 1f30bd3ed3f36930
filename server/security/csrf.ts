import crypto from "node:crypto";
import type { Request, RequestHandler } from "express";
import { COOKIE_NAMES, readCookie } from "~/lib/storage";
import type { Config } from "../config";

/**
 * Over HTTPS the token cookie is `__Host-XSRF-TOKEN` (Secure, host-only, path /: a sibling subdomain
 * cannot plant it); browsers refuse a `__Host-` cookie without Secure, so plain http keeps `XSRF-TOKEN`.
 */
export function csrfCookieName(config: Config, req: Request): string {
  return servedOverHttps(config, req) ? COOKIE_NAMES.csrfSecure : COOKIE_NAMES.csrf;
}

/** Whether this visitor reaches the site over HTTPS (`SITE_URL` says so, or the request or its trusted proxy does): every cookie then gets Secure. */
export const servedOverHttps = (config: Config, req: Request) => config.SITE_URL.startsWith("https:") || req.secure;

/** Files shared caches may keep (translations, the search index, assets): they never set a cookie. */
export const isCacheableFile = (path: string) =>
  /^\/(i18n|assets)\//.test(path) || /\.(json|js|css|svg|png|webp|ico|txt|xml|woff2?)$/.test(path);

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;
const TOKEN_MAX_AGE_S = 60 * 60 * 24 * 7;

declare module "express-serve-static-core" {
  interface Locals {
    /** This visitor's double-submit token: the cookie's value, or the one this response sets. */
    csrfToken: string;
  }
}

/**
 * Page responses carry the double-submit token cookie (readable by our scripts, not by other sites);
 * the same token goes into the hidden field of every form the page renders.
 */
export const issueCsrfCookie =
  (config: Config): RequestHandler =>
  (req, res, next) => {
    if (isCacheableFile(req.path)) return next();
    const name = csrfCookieName(config, req);
    let token = readCookie(req.headers.cookie, name);
    // Only a token of our own shape is reused: it takes the place of the page cache's placeholder, of the same length.
    if (!token || !TOKEN_SHAPE.test(token)) {
      token = crypto.randomBytes(24).toString("base64url");
      // Written by hand: `res.cookie` adds an Expires beside Max-Age, which browsers ignore when Max-Age is there,
      // and a first visit's page has no bytes to spare in its first round trip (decision 012).
      const secure = name === COOKIE_NAMES.csrfSecure ? "; Secure" : "";
      res.append("Set-Cookie", `${name}=${token}; Max-Age=${TOKEN_MAX_AGE_S}; Path=/; SameSite=Lax${secure}`);
    }
    res.locals.csrfToken = token;
    next();
  };

/** The X-XSRF-TOKEN header equals the token cookie of this scheme (only the `__Host-` one over HTTPS). */
/** The request's token (the API's header, or a form's hidden field) equals its cookie. */
export function csrfTokensMatch(config: Config, req: Request, token = req.get("x-xsrf-token")): boolean {
  const cookie = readCookie(req.headers.cookie, csrfCookieName(config, req));
  if (!cookie || !token) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(token);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
