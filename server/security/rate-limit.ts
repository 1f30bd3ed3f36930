import type { RequestHandler } from "express";
import { rateLimit, type Store } from "express-rate-limit";
import { RedisStore } from "rate-limit-redis";
import { createClient } from "redis";
import type { Config } from "../config";
import { apiMessage, requestLanguage } from "../api/messages";

export interface RateLimiter {
  middleware: RequestHandler;
  close(): Promise<void>;
}

/** Per-IP limit on writes (the API and forms posted to pages); with REDIS_URL every instance counts in one shared store. */
export async function createRateLimiter(config: Config): Promise<RateLimiter> {
  let store: Store | undefined;
  let close = async () => {};
  if (config.REDIS_URL) {
    const client = createClient({ url: config.REDIS_URL });
    client.on("error", () => {});
    await client.connect();
    store = new RedisStore({ prefix: "niot-rl:", sendCommand: (...args: string[]) => client.sendCommand(args) });
    close = async () => {
      await client.close();
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
      const message = apiMessage(requestLanguage(req), "rateLimited");
      // A page's form posted without JavaScript gets words, not JSON.
      if (req.originalUrl.startsWith("/api/")) res.status(options.statusCode).json({ message });
      else res.status(options.statusCode).type("text/plain; charset=utf-8").send(message);
    },
  });
  return { middleware, close };
}
