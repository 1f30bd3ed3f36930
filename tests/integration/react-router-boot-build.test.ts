// React Router's boot script as the installed version renders it for the built site, read by the one adapter that
// knows its shape (app/boot/react-router-boot.server.ts) and turned by deferHydration into data for our boot program. After an upgrade of React Router,
// this file says whether the rewrite still holds, by name, instead of pages silently hydrating without the deferral.
import { execSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BootData } from "~/boot/boot-data";
import { bootData, deferHydration } from "~/boot/defer-hydration.server";
import DEFERRED_BOOT_URL from "~/boot/deferred-boot.ts?script-url";
import { inertHydrationData, readReactRouterBoot, type ReactRouterBoot } from "~/boot/react-router-boot.server";
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

const bootDataOf = (html: string) =>
  JSON.parse(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as BootData;

describe(`React Router ${VERSION}'s boot script, read and deferred`, () => {
  it.each(ROUTES)("%s: read as preloads, static imports, the route modules and the entry", (route) => {
    const boot = readReactRouterBoot(pages.get(route)!) as ReactRouterBoot;
    expect(boot).not.toBeNull();
    const files = [...boot.modulePreloads, ...boot.imports, boot.entry];
    for (const url of files) expect(fs.existsSync(path.join(ROOT, "build/client", url)), url).toBe(true);
    expect(boot.modulePreloads).toContain(boot.entry);
    expect(Object.keys(boot.routeModules)[0]).toBe("root");
    const routeUrls = Object.values(boot.routeModules).flat();
    for (const url of routeUrls) expect(boot.imports).toContain(url);
    // The route manifest's module: the one import that is no route's.
    expect(boot.imports.filter((url) => !routeUrls.includes(url))).toHaveLength(1);
  });

  it.each(ROUTES)(
    "%s: deferred, the page's inline loader loads our boot program's file (which the build wrote) and carries the boot as data, and no module preload",
    (route) => {
      const html = pages.get(route)!;
      const boot = readReactRouterBoot(html)!;
      const deferred = deferHydration(html);
      expect(deferred).not.toContain('rel="modulepreload"');
      const nonce = /nonce="([^"]*)"/.exec(boot.openTag)![1];
      expect(deferred).toContain(`<script nonce="${nonce}" data-boot-program="${DEFERRED_BOOT_URL}">`);
      expect(fs.existsSync(path.join(ROOT, "build/client", DEFERRED_BOOT_URL)), DEFERRED_BOOT_URL).toBe(true);
      expect(bootDataOf(deferred)).toEqual(bootData(boot, translationFiles(html), false));
      expect(bootDataOf(deferred).preloads.map(([href]) => href)).toEqual([
        ...translationFiles(html),
        ...boot.modulePreloads,
      ]);
    },
  );

  it.each(ROUTES)("%s: on demand, the hydration data's scripts do not run at load", (route) => {
    const html = pages.get(route)!;
    // The context (which opens the data stream), the stream's chunks and its close.
    expect(inertHydrationData(html).scripts).toBeGreaterThanOrEqual(3);
    const deferred = deferHydration(html, { onDemand: true });
    expect(deferred).not.toMatch(/<script nonce="[^"]*">window\.__reactRouterContext/);
    expect(deferred).toMatch(/<script type="text\/x-hydration-data" nonce="[^"]*">window\.__reactRouterContext/);
    expect(bootDataOf(deferred).onDemand).toBe(true);
  });
});

function translationFiles(html: string): string[] {
  const element = /<script id="page-translations" type="application\/json">([^<]*)<\/script>/.exec(html);
  return element ? Object.values((JSON.parse(element[1]!) as { urls: Record<string, string> }).urls) : [];
}
