// React Router's boot script as the installed version renders it for the built site, read by the one module that
// knows its shape (app/lib/boot-script.server.ts) and rewritten by deferHydration. After an upgrade of React Router,
// this file says whether the rewrite still holds, by name, instead of pages silently hydrating without the deferral.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import vm from "node:vm";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { inertHydrationData, readBootScript, RUN_HYDRATION_DATA, type BootScript } from "~/lib/boot-script.server";
import { deferHydration } from "~/lib/defer-hydration.server";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const ROOT = path.resolve(import.meta.dirname, "../..");
const VERSION = (
  JSON.parse(fs.readFileSync(path.join(ROOT, "node_modules/react-router/package.json"), "utf8")) as {
    version: string;
  }
).version;
const ROUTES = ["/", "/price", "/blog", "/article/presence-rule-30-minutes", "/docs/create-account", "/showcase/gym"];

type RenderDocument = (
  ...args: [...Parameters<ServerBuild["entry"]["module"]["default"]>, (html: string) => string]
) => Promise<Response>;

let app: TestApp;
let drop: () => Promise<void>;
const pages = new Map<string, string>();

beforeAll(async () => {
  execSync("node scripts/ensure-build.mjs", { cwd: ROOT, stdio: "ignore" });
  const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as ServerBuild;
  const renderDocument = (build.entry.module as unknown as { renderDocument: RenderDocument }).renderDocument;
  const asRendered: ServerBuild = {
    ...build,
    entry: { module: { ...build.entry.module, default: (...args) => renderDocument(...args, (html) => html) } },
  };
  const fresh = await freshDatabaseUrl("sqlite");
  drop = fresh.drop;
  app = await startTestApp(
    { DATABASE_URL: fresh.url },
    { pages: (getLoadContext) => createRequestHandler({ build: asRendered, mode: "production", getLoadContext }) },
  );
  for (const route of ROUTES) pages.set(route, await (await fetch(app.baseUrl + route)).text());
}, 600_000);

afterAll(async () => {
  await app?.close();
  await drop?.();
});

/**
 * Runs a deferred boot as a browser would, with every import() recorded instead of loaded, until it
 * imports `entry` (its last step); a boot that never does fails after 10 s.
 */
async function runDeferredBoot(script: string, entry: string) {
  const loaded: string[] = [];
  const appended: string[] = [];
  let entryLoaded = () => {};
  const done = new Promise<void>((resolve, reject) => {
    entryLoaded = resolve;
    setTimeout(() => reject(new Error(`the deferred boot did not import ${entry}`)), 10_000).unref();
  });
  const sandbox: Record<string, unknown> = {
    load: (url: string) => {
      loaded.push(url);
      if (url === entry) entryLoaded();
      return Promise.resolve({ url });
    },
    setTimeout,
    performance,
    requestAnimationFrame: (run: () => void) => setTimeout(run, 0),
    PerformanceObserver: class {
      static supportedEntryTypes = ["paint"];
      constructor(private readonly notify: (list: unknown, observer: unknown) => void) {}
      observe() {
        this.notify({ getEntriesByName: () => [{}] }, this);
      }
      disconnect() {}
    },
    document: {
      querySelector: () => null,
      createElement: () => ({}),
      head: { append: (link: { href: string }) => appended.push(link.href) },
    },
  };
  sandbox.window = sandbox;
  vm.runInNewContext(script.replace(/\bimport\(/g, "load("), sandbox);
  await done;
  return { loaded, appended, routeModules: sandbox.__reactRouterRouteModules as Record<string, { url: string }> };
}

describe(`React Router ${VERSION}'s boot script, read and deferred`, () => {
  it.each(ROUTES)("%s: read as preloads, static imports, the route modules' setup and the entry", (route) => {
    const boot = readBootScript(pages.get(route)!) as BootScript;
    expect(boot).not.toBeNull();
    const files = [...boot.modulePreloads, ...boot.imports.map(({ url }) => url), boot.entry];
    for (const url of files) expect(fs.existsSync(path.join(ROOT, "build/client", url)), url).toBe(true);
    expect(boot.modulePreloads).toContain(boot.entry);
    expect(boot.imports.filter(({ binding }) => binding === "")).toHaveLength(1);
    expect(boot.imports.some(({ binding }) => binding === "route0")).toBe(true);
  });

  it.each(ROUTES)(
    "%s: the deferred boot loads every module, sets the route modules, then imports the entry",
    async (route) => {
      const html = pages.get(route)!;
      const boot = readBootScript(html)!;
      const deferred = deferHydration(html);
      expect(deferred).not.toContain('rel="modulepreload"');
      const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(deferred)![1]!;
      expect(script).not.toMatch(/^\s*import\s+[*"{]/m);

      const { loaded, appended, routeModules } = await runDeferredBoot(script, boot.entry);
      expect(new Set(appended)).toEqual(new Set([...boot.modulePreloads, ...translationFiles(html)]));
      expect(new Set(loaded)).toEqual(new Set([...boot.modulePreloads, ...boot.imports.map(({ url }) => url)]));
      expect(loaded.at(-1)).toBe(boot.entry);
      const routeUrls = boot.imports.filter(({ binding }) => /^route\d+$/.test(binding)).map(({ url }) => url);
      expect(Object.values(routeModules).map(({ url }) => url)).toEqual(routeUrls);
    },
  );

  it.each(ROUTES)(
    "%s: on demand, the hydration data's scripts do not run at load, and the boot runs them before its first import",
    (route) => {
      const html = pages.get(route)!;
      // The context (which opens the data stream), the stream's chunks and its close.
      expect(inertHydrationData(html).scripts).toBeGreaterThanOrEqual(3);
      const deferred = deferHydration(html, { onDemand: true });
      expect(deferred).not.toMatch(/<script nonce="[^"]*">window\.__reactRouterContext/);
      const script = /<script[^>]*type="module"[^>]*>([\s\S]*?)<\/script>/.exec(deferred)![1]!;
      expect(script).toContain(RUN_HYDRATION_DATA);
      expect(script.indexOf(RUN_HYDRATION_DATA)).toBeLessThan(script.indexOf("Promise.all(["));
    },
  );
});

function translationFiles(html: string): string[] {
  const element = /<script id="page-translations" type="application\/json">([^<]*)<\/script>/.exec(html);
  return element ? Object.values((JSON.parse(element[1]!) as { urls: Record<string, string> }).urls) : [];
}
