/**
 * The production API stack (config, database, rate limit, createApp) without the page build, for the
 * crash and shutdown tests and the bench (started by api-process.ts); it shuts down exactly as server.ts does.
 */
import { createApp } from "../../server/app";
import { loadConfig } from "../../server/config";
import { ipHasher } from "../../server/security/ip-hash";
import { createRateLimiter } from "../../server/security/rate-limit";
import { gracefulShutdown, type Lifecycle } from "../../server/shutdown";
import { openDatabase } from "../../server/db/kysely";
import { destinationNames, startConfiguredDeliveries } from "../../server/delivery/deliveries";
import { siteCourses } from "./site-courses";
import { siteFeedbackPages } from "./site-feedback-pages";

const config = loadConfig();
const database = await openDatabase(config.DATABASE_URL, { destinations: destinationNames(config) });
const deliveries = startConfiguredDeliveries(database, config);
const limiter = await createRateLimiter(config);
const lifecycle: Lifecycle = { stopping: false };
const app = createApp({
  config,
  database,
  rateLimit: limiter.middleware,
  ipHash: await ipHasher(database, config.IP_HASH_SECRET),
  courses: siteCourses(),
  feedbackPages: siteFeedbackPages(),
  lifecycle,
});
const listener = app.listen(config.PORT, config.HOST, () => console.log(`ready ${config.PORT}`));
gracefulShutdown(listener, {
  timeoutMs: config.SHUTDOWN_TIMEOUT_MS,
  closers: [deliveries.stop, database.close, limiter.close],
  lifecycle,
});
