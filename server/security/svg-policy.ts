import type { RequestHandler } from "express";

/**
 * The policy of every SVG file the site answers: no script runs, nothing loads from anywhere, and opened on
 * its own it is sandboxed. An SVG uploaded through the editor is served from our origin, where the editor
 * keeps its Git host's token; static files are answered before the site's security headers, so this comes
 * before them (issue 70).
 */
export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export const svgPolicy: RequestHandler = (req, res, next) => {
  if (/\.svg$/i.test(req.path)) res.setHeader("Content-Security-Policy", SVG_CSP);
  next();
};
