import type { RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { createClient } from "redis";
import { ConfigError } from "../config";
import { postsRefused } from "../observability/metrics";
import { FallbackStore } from "./fallback-store";

/** An unreachable Redis at start stops the server within this time, with one line naming REDIS_URL. */
export const REDIS_START_TIMEOUT_MS = 10_000;
import type { Config } from "../config";
import { apiMessage, requestLanguage } from "../api/messages";

export interface RateLimiter {
  middleware: RequestHandler;
  close: () => Promise<void>;
  /** Whether Redis answers; absent without REDIS_URL. */
  redisReady?: () => boolean;
}

/** Per-IP limit on writes (the API and forms posted to pages); with REDIS_URL every instance counts in one shared store. */
export async function createRateLimiter(config: Config): Promise<RateLimiter> {
  let store: Store | undefined;
  let close = async () => {};
  let redisReady: (() => boolean) | undefined;
  if (config.REDIS_URL) {
    // Commands fail at once while disconnected (no offline queue) instead of waiting for a reconnect.
    const client = createClient({
      url: config.REDIS_URL,
      disableOfflineQueue: true,
      socket: { connectTimeout: REDIS_START_TIMEOUT_MS },
    });
    client.on("error", () => {});
    await connectOrGiveUp(client, config.REDIS_URL);
    const shared = new RedisStore({ prefix: "niot-rl:", sendCommand: (...args: string[]) => client.sendCommand(args) });
    redisReady = () => client.isReady;
    store = new FallbackStore(shared, redisReady);
    close = async () => {
      await client.close().catch(() => client.destroy());
    };
  }
  const middleware = rateLimit({
    windowMs: 60_000,
    limit: config.RATE_LIMIT_PER_MINUTE,
    standardHeaders: "draft-8",
    legacyHeaders: false,
    store,
    // A lost Redis must not cost a lead: count nothing rather than refuse everything.
    passOnStoreError: true,
    handler: (req, res, _next, options) => {
      postsRefused.inc({ reason: "rate_limit" });
      const message = apiMessage(requestLanguage(req), "rateLimited");
      // A page's form posted without JavaScript gets words, not JSON.
      if (req.originalUrl.startsWith("/api/")) res.status(options.statusCode).json({ message });
      else res.status(options.statusCode).type("text/plain; charset=utf-8").send(message);
    },
  });
  return { middleware, close, redisReady };
}

async function connectOrGiveUp(client: { connect(): Promise<unknown>; destroy(): void }, url: string): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const giveUp = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error("timeout")), REDIS_START_TIMEOUT_MS);
  });
  try {
    await Promise.race([client.connect(), giveUp]);
  } catch {
    client.destroy();
    const where = new URL(url);
    throw new ConfigError(
      `REDIS_URL: no Redis answered at ${where.host} within ${REDIS_START_TIMEOUT_MS / 1000} s; start it or unset REDIS_URL to count in memory`,
    );
  } finally {
    clearTimeout(timer);
  }
}
