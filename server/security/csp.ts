import crypto from "node:crypto";
import type { RequestHandler, Response } from "express";
import helmet from "helmet";
import type { Config } from "../config";

declare module "express-serve-static-core" {
  interface Locals {
    nonce: string;
  }
}

const GA_ORIGINS = ["https://www.googletagmanager.com", "https://www.google-analytics.com"];
/** GA4 sends hits to regional endpoints too; without them consented analytics fails under the CSP. */
const GA_CONNECT_ORIGINS = [...GA_ORIGINS, "https://region1.google-analytics.com", "https://*.analytics.google.com"];

/** Browser features the site never uses, denied to it and to anything it might embed. */
export const PERMISSIONS_POLICY = [
  "accelerometer",
  "autoplay",
  "camera",
  "display-capture",
  "encrypted-media",
  "fullscreen",
  "geolocation",
  "gyroscope",
  "magnetometer",
  "microphone",
  "midi",
  "payment",
  "picture-in-picture",
  "publickey-credentials-get",
  "screen-wake-lock",
  "serial",
  "usb",
  "xr-spatial-tracking",
  "browsing-topics",
]
  .map((feature) => `${feature}=()`)
  .join(", ");

/** A fresh nonce per response, then helmet's headers with a nonce-based CSP. */
export function securityHeaders(config: Config): RequestHandler[] {
  const analytics = config.GA_MEASUREMENT_ID ? GA_ORIGINS : [];
  const analyticsConnect = config.GA_MEASUREMENT_ID ? GA_CONNECT_ORIGINS : [];
  const apiOrigins = [config.LEAD_API_URL, config.USERS_API_URL].filter(Boolean).map((url) => new URL(url!).origin);
  const dev = config.NODE_ENV === "development";
  const assignNonce: RequestHandler = (_req, res, next) => {
    res.locals.nonce = crypto.randomBytes(16).toString("base64");
    res.setHeader("Permissions-Policy", PERMISSIONS_POLICY);
    next();
  };
  return [
    assignNonce,
    helmet({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          // Fonts, the manifest and the home's video (media-src) fall back to it: naming them again cost every page bytes.
          defaultSrc: ["'self'"],
          // 'strict-dynamic': a script runs when it carries this response's nonce or was added by one that
          // does (gtag.js, added after consent, and what it adds), never for its origin alone; so HTML
          // injected into a page cannot load the tag manager's scripts. Browsers that support it ignore 'self'.
          scriptSrc: [
            "'self'",
            (_req, res) => `'nonce-${(res as unknown as { locals: { nonce: string } }).locals.nonce}'`,
            "'strict-dynamic'",
          ],
          styleSrc: ["'self'", ...(dev ? ["'unsafe-inline'"] : [])],
          styleSrcAttr: ["'unsafe-inline'"],
          imgSrc: ["'self'", "data:", ...analytics],
          connectSrc: ["'self'", ...apiOrigins, ...analyticsConnect, ...(dev ? ["ws:"] : [])],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          formAction: ["'self'"],
          frameAncestors: ["'none'"],
          // The boot's prefetch worker (app/boot/prefetch-worker.ts): without it, workers fall back to script-src,
          // where 'strict-dynamic' ignores 'self'.
          workerSrc: ["'self'"],
        },
      },
      strictTransportSecurity: config.SITE_URL.startsWith("https:"),
      // The same rule as frame-ancestors 'none', for browsers that only know the older header.
      xFrameOptions: { action: "deny" },
      referrerPolicy: { policy: "strict-origin-when-cross-origin" },
      crossOriginEmbedderPolicy: false,
      // Headers for browsers long gone (Internet Explorer's downloads and XSS filter, Flash's cross-domain
      // files): every page paid about 90 bytes of its first round trip for them (decision 012).
      xDownloadOptions: false,
      xPermittedCrossDomainPolicies: false,
      xXssProtection: false,
    }),
  ];
}

/**
 * Lets this response's `<style>` elements apply when they carry its nonce: for a page that carries its stylesheets
 * (decision 046). Every other page keeps `style-src 'self'`, and its first round trip the nonce's 32 bytes.
 */
export function allowInlineStyles(res: Response): void {
  const policy = res.getHeader("Content-Security-Policy");
  if (typeof policy !== "string") return;
  res.setHeader(
    "Content-Security-Policy",
    policy.replace(/(^|;)(style-src [^;]*)/, `$1$2 'nonce-${res.locals.nonce}'`),
  );
}
