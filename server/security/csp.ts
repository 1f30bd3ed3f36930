import crypto from "node:crypto";
import type { RequestHandler } from "express";
import helmet from "helmet";
import type { Config } from "../config";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
  }
}

const GA_ORIGINS = ["https://www.googletagmanager.com", "https://www.google-analytics.com"];

/** A fresh nonce per response, then helmet's headers with a nonce-based CSP. */
export function securityHeaders(config: Config): RequestHandler[] {
  const analytics = config.GA_MEASUREMENT_ID ? GA_ORIGINS : [];
  const apiOrigins = [config.LEAD_API_URL, config.USERS_API_URL].filter(Boolean).map((url) => new URL(url!).origin);
  const dev = config.NODE_ENV === "development";
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    next();
  };
  return [
    assignNonce,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'", (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`, ...analytics],
          styleSrc: ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", "data:", ...analytics],
          fontSrc: ["'self'"],
          connectSrc: ["'self'", ...apiOrigins, ...analytics, ...(dev ? ["ws:"] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          manifestSrc: ["'self'"],
        },
      },
      strictTransportSecurity: config.NODE_ENV === "production" && config.SITE_URL.startsWith("https:"),
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
    }),
  ];
}
