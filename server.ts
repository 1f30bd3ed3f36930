import path from "node:path";
import { constants as zlibConstants } from "node:zlib";
import compression from "compression";
import express, { type RequestHandler } from "express";
import { createRequestHandler, type GetLoadContextFunction } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { createApp, type AppDependencies } from "./server/app";
import { ConfigError, configWarnings, loadConfig } from "./server/config";
import { openDatabase } from "./server/db/kysely";
import { destinationNames, startConfiguredDeliveries } from "./server/delivery/deliveries";
import { configureLogging, errorMessage, log, logConsoleCalls } from "./server/observability/logger";
import { ipHasher } from "./server/security/ip-hash";
import { createRateLimiter } from "./server/security/rate-limit";
import { startRetention } from "./server/retention";
import { gracefulShutdown, type Lifecycle } from "./server/shutdown";
import type { SitemapPage } from "./server/seo/sitemap";
import { precompressedAssets } from "./server/static-precompressed";
import { builtStylesheets } from "./server/built-stylesheets";

// server.ts runs from the repository's root, and as build/server.js once compiled (scripts/build-server.mjs).
const ROOT = path.basename(import.meta.dirname) === "build" ? path.dirname(import.meta.dirname) : import.meta.dirname;

/** What app/entry.server.tsx exports for the Express app: the content it reads from the build, not from content/. */
interface EntryExports {
  contentPages: () => SitemapPage[];
  courseCatalogue: () => AppDependencies["courses"];
  feedbackPages: () => AppDependencies["feedbackPages"];
}

async function main() {
  const config = loadConfig();
  configureLogging({ level: config.LOG_LEVEL, pretty: config.NODE_ENV === "development" });
  if (config.NODE_ENV === "production") logConsoleCalls();
  log.info({ node: process.version, env: config.NODE_ENV }, `starting on Node ${process.version}`);
  for (const warning of configWarnings(config)) log.warn(warning);
  const database = await openDatabase(config.DATABASE_URL, { destinations: destinationNames(config) });
  const deliveries = startConfiguredDeliveries(database, config);
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
  let files: RequestHandler[];
  let stylesheet: ((href: string) => string | undefined) | undefined;
  if (config.NODE_ENV === "production") {
    const build = (await import(path.join(ROOT, "build/server/index.js"))) as ServerBuild;
    loadBuild = async () => build;
    files = [
      express
        .Router()
        .use(
          "/assets",
          precompressedAssets(path.join(ROOT, "build/client/assets"), "public, max-age=31536000, immutable"),
          express.static(path.join(ROOT, "build/client/assets"), { immutable: true, maxAge: "1y", index: false }),
        ),
      express.static(path.join(ROOT, "build/client"), { maxAge: "1h", index: false }),
    ];
    stylesheet = builtStylesheets(path.join(ROOT, "build/client/assets"));
    render = (getLoadContext: GetLoadContextFunction) =>
      createRequestHandler({ build, mode: "production", getLoadContext });
  } else {
    const vite = await import("vite").then((v) =>
      v.createServer({ server: { middlewareMode: true, hmr: { port: config.PORT + 20000 } } }),
    );
    files = [vite.middlewares];
    loadBuild = () => vite.ssrLoadModule("virtual:react-router/server-build") as Promise<ServerBuild>;
    render = (getLoadContext: GetLoadContextFunction) =>
      createRequestHandler({
        build: loadBuild,
        mode: "development",
        getLoadContext,
      });
  }

  const routes = async () => (await loadBuild()).routes;
  const entry = async () => (await loadBuild()).entry.module as ServerBuild["entry"]["module"] & EntryExports;
  const contentPages = async () => (await entry()).contentPages();
  const lifecycle: Lifecycle = { stopping: false };
  server.use(
    createApp({
      config,
      database,
      rateLimit: limiter.middleware,
      ipHash: await ipHasher(database, config.IP_HASH_SECRET),
      courses: (await entry()).courseCatalogue(),
      feedbackPages: (await entry()).feedbackPages(),
      pages: { render, routes, contentPages, files, stylesheet },
      lifecycle,
      redisReady: limiter.redisReady,
    }),
  );

  const listener = server.listen(config.PORT, config.HOST, () => {
    const address = listener.address();
    const port = typeof address === "object" && address ? address.port : config.PORT;
    log.info(
      { port, database: database.engine, node: process.version },
      `NIoT site on http://${config.HOST === "0.0.0.0" ? "localhost" : config.HOST}:${port} (${database.engine})`,
    );
  });

  gracefulShutdown(listener, {
    timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
    closers: [stopRetention, deliveries.stop, database.close, limiter.close],
    lifecycle,
  });
}

main().catch((error) => {
  // A bad setting is one plain line on stderr, naming it, whatever the log's format.
  if (error instanceof ConfigError) process.stderr.write(`${error.message}\n`);
  else log.fatal({ err: error }, errorMessage(error));
  process.exit(1);
});
