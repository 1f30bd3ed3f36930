import { execSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { PageDependencies } from "../../server/app";
import { freshDatabaseUrl, startTestApp, type TestApp } from "./test-app";

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The site's pages as `npm start` renders them: the production build, built first when a source is newer. */
async function builtPages(): Promise<PageDependencies["render"]> {
  execSync("node scripts/ensure-build.mjs", { cwd: ROOT, stdio: "ignore" });
  const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as ServerBuild;
  return (getLoadContext) => createRequestHandler({ build, mode: "production", getLoadContext });
}

/** The whole site, built pages included, on a fresh SQLite database that `close` deletes. Give the calling hook minutes: a build may run. */
export async function startBuiltSite(env: Record<string, string> = {}): Promise<TestApp> {
  const fresh = await freshDatabaseUrl("sqlite");
  const app = await startTestApp({ DATABASE_URL: fresh.url, ...env }, { pages: await builtPages() });
  return {
    ...app,
    close: async () => {
      await app.close();
      await fresh.drop();
    },
  };
}
