import { execSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import type { PageDependencies } from "../../server/app";

const ROOT = path.resolve(import.meta.dirname, "../..");

/**
 * The site's pages as `npm start` renders them: the production build (built first when a source is newer),
 * for `startTestApp(env, { pages: await builtPages() })`. Give the calling hook minutes: a build may run.
 */
export async function builtPages(): Promise<PageDependencies["render"]> {
  execSync("node scripts/ensure-build.mjs", { cwd: ROOT, stdio: "ignore" });
  const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as ServerBuild;
  return (getLoadContext) => createRequestHandler({ build, mode: "production", getLoadContext });
}
