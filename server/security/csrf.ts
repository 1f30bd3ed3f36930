import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { readCookie } from "../../app/i18n/detect-language";
import { COOKIE_NAMES } from "../../app/lib/storage";

/** Page responses carry the double-submit token cookie (readable by our scripts, not by other sites). */
export const issueCsrfCookie: RequestHandler = (req, res, next) => {
  if (!readCookie(req.headers.cookie, COOKIE_NAMES.csrf)) {
    const token = crypto.randomBytes(24).toString("base64url");
    res.cookie(COOKIE_NAMES.csrf, token, { path: "/", sameSite: "lax", secure: req.secure, maxAge: 1000 * 60 * 60 * 24 * 7 });
  }
  next();
};

export function csrfTokensMatch(cookieHeader: string | undefined, headerValue: string | undefined): boolean {
  const cookie = readCookie(cookieHeader, COOKIE_NAMES.csrf);
  if (!cookie || !headerValue) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(headerValue);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
