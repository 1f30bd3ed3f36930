import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express from "express";
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createApp } from "./server/app";
import { ConfigError, loadConfig } from "./server/config";
import { ipHashSecret } from "./server/security/ip-hash";
import { createRateLimiter } from "./server/security/rate-limit";
import { startRetention } from "./server/retention";
import { gracefulShutdown } from "./server/shutdown";
import type { SitemapPage } from "./server/seo/sitemap";
import { precompressedAssets } from "./server/static-precompressed";
import { openDatabaseWithDelivery } from "./server/webhook/open-database";

const ROOT = import.meta.dirname;

async function main() {
  const config = loadConfig();
  const database = await openDatabaseWithDelivery(config);
  const limiter = await createRateLimiter(config);
  const stopRetention = await startRetention(database, config.LEAD_RETENTION_DAYS);
  const server = express();
  server.disable("x-powered-by");
  // Brotli 6 instead of the middleware's 4: pages 6 % smaller for about 1 ms more per page, which keeps
  // most of them inside the first TCP window of 14.6 KB (docs/decisions/012).
  server.use(compression({ brotli: { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 6 } } }));
  // Static files are answered before createApp's helmet: they need nosniff too.
  server.use((_req, res, next) => {
    res.setHeader("X-Content-Type-Options", "nosniff");
    next();
  });

  let render;
  let loadBuild: () => Promise<ServerBuild>;
  if (config.NODE_ENV === "production") {
    const build = (await import(path.join(ROOT, "build/server/index.js"))) as ServerBuild;
    loadBuild = async () => build;
    server.use(
      "/assets",
      precompressedAssets(path.join(ROOT, "build/client/assets"), "public, max-age=31536000, immutable"),
    );
    server.use(
      "/assets",
      express.static(path.join(ROOT, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
    );
    server.use(express.static(path.join(ROOT, "build/client"), { maxAge: "1h", index: false }));
    render = (getLoadContext: GetLoadContextFunction) =>
      createRequestHandler({ build, mode: "production", getLoadContext });
  } else {
    const vite = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true, hmr: { port: config.PORT + 20000 } } }),
    );
    server.use(vite.middlewares);
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    render = (getLoadContext: GetLoadContextFunction) =>
      createRequestHandler({
        build: loadBuild,
        mode: "development",
        getLoadContext,
      });
  }

  const routes = async () => (await loadBuild()).routes;
  const contentPages = async () =>
    ((await loadBuild()).entry.module as { contentPages?: () => SitemapPage[] }).contentPages?.() ?? [];
  server.use(
    createApp({
      config,
      database,
      rateLimit: limiter.middleware,
      ipHashSecret: await ipHashSecret(database, config.IP_HASH_SECRET),
      pages: { render, routes, contentPages },
    }),
  );

  const listener = server.listen(config.PORT, config.HOST, () => {
    const address = listener.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    console.log(
      `NIoT site on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port} (${database.engine})`,
    );
  });

  gracefulShutdown(listener, config.SHUTDOWN_TIMEOUT_MS, [stopRetention, database.close, limiter.close]);
}

main().catch((error) => {
  console.error(error instanceof ConfigError ? error.message : error);
  process.exit(1);
});
