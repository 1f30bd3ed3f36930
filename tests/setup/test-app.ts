import type { AddressInfo } from "node:net";
import { createApp, type PageDependencies } from "../../server/app";
import { loadConfig, type Config } from "../../server/config";
import { openDatabase, type DatabaseHandle } from "../../server/db/kysely";
import { destinationNames, startConfiguredDeliveries } from "../../server/delivery/deliveries";
import { ipHasher } from "../../server/security/ip-hash";
import { createRateLimiter } from "../../server/security/rate-limit";
import { freshDatabaseUrl, type Engine } from "../../scripts/support/fresh-database";
import { siteCourses } from "../../scripts/support/site-courses";
import { siteFeedbackPages } from "../../scripts/support/site-feedback-pages";
import { sourceRouteTable } from "./route-table";

export { freshDatabaseUrl, type Engine };

/** Engines to run the integration suites on: SQLite always, PostgreSQL when TEST_DATABASE_URL is set. */
export const ENGINES: Engine[] = process.env.TEST_DATABASE_URL ? ["sqlite", "postgres"] : ["sqlite"];

export interface TestApp {
  baseUrl: string;
  database: DatabaseHandle;
  config: Config;
  post(pathname: string, body: unknown, options?: PostOptions): Promise<Response>;
  close: () => Promise<void>;
}

export interface PostOptions {
  csrf?: boolean;
  contentType?: string;
  raw?: string;
  headers?: Record<string, string>;
}

export const CSRF_TOKEN = "test-csrf-token-0123456789abcdef";

type RenderPages = PageDependencies["render"];

/** Stands in for the React Router build in API tests: every page answers 200 "page <METHOD>". */
const stubPages: RenderPages = () => (req, res) => {
  res.type("text/plain").send(`page ${req.method}`);
};

/**
 * `pages`: true for the stub above, or a real page handler (a React Router build); either with the app's route table.
 * `stylesheet`: the build's stylesheets, for a real build's pages that carry theirs.
 */
export async function startTestApp(
  env: Record<string, string> & { DATABASE_URL: string },
  { pages = false, stylesheet }: { pages?: boolean | RenderPages; stylesheet?: PageDependencies["stylesheet"] } = {},
): Promise<TestApp> {
  const config = loadConfig({ NODE_ENV: "test", RATE_LIMIT_PER_MINUTE: "1000", ...env });
  const database = await openDatabase(config.DATABASE_URL, { destinations: destinationNames(config) });
  const deliveries = startConfiguredDeliveries(database, config);
  const limiter = await createRateLimiter(config);
  if (pages) await sourceRouteTable(); // loaded here, within the hook's time, rather than by a test's first post
  const app = createApp({
    config,
    database,
    rateLimit: limiter.middleware,
    ipHash: await ipHasher(database, config.IP_HASH_SECRET),
    courses: siteCourses(),
    feedbackPages: siteFeedbackPages(),
    pages: pages ? { render: pages === true ? stubPages : pages, routes: sourceRouteTable, stylesheet } : undefined,
    redisReady: limiter.redisReady,
  });
  const server = app.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    baseUrl,
    database,
    config,
    post: (pathname, body, { csrf = true, contentType = "application/json", raw, headers = {} } = {}) =>
      fetch(baseUrl + pathname, {
        method: "POST",
        headers: {
          "Content-Type": contentType,
          ...(csrf ? { Cookie: `XSRF-TOKEN=${CSRF_TOKEN}`, "X-XSRF-TOKEN": CSRF_TOKEN } : {}),
          ...headers,
        },
        body: raw ?? JSON.stringify(body),
      }),
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      await deliveries.stop();
      await database.close();
      await limiter.close();
    },
  };
}
