import crypto from "node:crypto";
import type { RequestHandler } from "express";
import { readCookie } from "../../app/i18n/detect-language";
import { COOKIE_NAMES } from "../../app/lib/storage";

const TOKEN_SHAPE = /^[A-Za-z0-9_-]{32}$/;

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
export const issueCsrfCookie: RequestHandler = (req, res, next) => {
  let token = readCookie(req.headers.cookie, COOKIE_NAMES.csrf);
  // Only a token of our own shape is reused: the page cache swaps it in cached HTML by its text.
  if (!token || !TOKEN_SHAPE.test(token)) {
    token = crypto.randomBytes(24).toString("base64url");
    res.cookie(COOKIE_NAMES.csrf, token, { path: "/", sameSite: "lax", secure: req.secure, maxAge: 1000 * 60 * 60 * 24 * 7 });
  }
  res.locals.csrfToken = token;
  next();
};

export function csrfTokensMatch(cookieHeader: string | undefined, headerValue: string | undefined): boolean {
  const cookie = readCookie(cookieHeader, COOKIE_NAMES.csrf);
  if (!cookie || !headerValue) return false;
  const a = Buffer.from(cookie);
  const b = Buffer.from(headerValue);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}
