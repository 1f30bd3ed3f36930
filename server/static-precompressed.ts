import fs from "node:fs";
import path from "node:path";
import type { RequestHandler } from "express";

const TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json; charset=utf-8",
};

/**
 * Serves the build's `<asset>.br` copy (scripts/vite/precompress-plugin.ts) to browsers that accept
 * brotli; anything else falls through to express.static and on-the-fly compression.
 */
export function precompressedAssets(root: string, cacheControl: string): RequestHandler {
  const available = new Set(
    fs.existsSync(root)
      ? fs
          .readdirSync(root)
          .filter((name) => name.endsWith(".br"))
          .map((name) => `/${name.slice(0, -3)}`)
      : [],
  );
  return (req, res, next) => {
    if ((req.method !== "GET" && req.method !== "HEAD") || !available.has(req.path)) return next();
    res.vary("Accept-Encoding");
    if (!/\bbr\b/.test(req.get("accept-encoding") ?? "")) return next();
    res.set({
      "Content-Type": TYPES[path.extname(req.path)] ?? "application/octet-stream",
      "Content-Encoding": "br",
      "Cache-Control": cacheControl,
    });
    res.sendFile(
      path.join(root, `${req.path}.br`),
      { headers: {}, cacheControl: false, lastModified: true, etag: true },
      (error) => error && next(error),
    );
  };
}
