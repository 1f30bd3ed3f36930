// A route whose handle says `styles: "inline"` (the docs tutorial) carries its stylesheets, which its own nonce lets
// apply; every other page links them and keeps `style-src 'self'` (docs/decisions/046). Against the built site,
// through the page cache as a visitor meets it.
import { execSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "@react-router/express";
import type { ServerBuild } from "react-router";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { builtStylesheets } from "../../server/built-stylesheets";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const ROOT = path.resolve(import.meta.dirname, "../..");

let app: TestApp;
let drop: () => Promise<void>;

beforeAll(async () => {
  execSync("node scripts/ensure-build.mjs", { cwd: ROOT, stdio: "ignore" });
  const build = (await import(pathToFileURL(path.join(ROOT, "build/server/index.js")).href)) as ServerBuild;
  const fresh = await freshDatabaseUrl("sqlite");
  drop = fresh.drop;
  app = await startTestApp(
    { DATABASE_URL: fresh.url },
    {
      pages: (getLoadContext) => createRequestHandler({ build, mode: "production", getLoadContext }),
      stylesheet: builtStylesheets(path.join(ROOT, "build/client/assets")),
    },
  );
}, 600_000);

afterAll(async () => {
  await app?.close();
  await drop?.();
});

const styleSource = (response: Response) =>
  response.headers
    .get("content-security-policy")!
    .split(";")
    .find((directive) => directive.startsWith("style-src "));

describe("pages that carry their stylesheets", () => {
  it("the tutorial writes out every sheet it links, under the response's nonce, first render and cached alike", async () => {
    for (const cache of ["miss", "hit"]) {
      const response = await fetch(`${app.baseUrl}/docs/create-account`);
      expect(response.headers.get("x-page-cache") ?? "miss", cache).toBe(cache);
      const html = await response.text();
      const nonce = /<script nonce="([^"]+)"/.exec(html)![1]!;
      const links = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map(([link]) => link);
      expect(links.length, cache).toBeGreaterThanOrEqual(2);
      for (const link of links) expect(link, cache).toContain('disabled=""');
      const styles = [...html.matchAll(/<style nonce="([^"]+)">([\s\S]*?)<\/style><link\b[^>]*rel="stylesheet"/g)];
      expect(styles, cache).toHaveLength(links.length);
      for (const [, styleNonce, css] of styles) {
        expect(styleNonce).toBe(nonce);
        expect(css).toMatch(/^[^{]+\{[^}]+\}/);
      }
      expect(styleSource(response), cache).toBe(`style-src 'self' 'nonce-${nonce}'`);
    }
  });

  it("other pages link their sheets and allow no inline style element", async () => {
    for (const route of ["/events", "/docs"]) {
      const response = await fetch(app.baseUrl + route);
      const html = await response.text();
      expect(html, route).not.toContain("<style");
      expect(html, route).toMatch(/<link\b[^>]*rel="stylesheet"[^>]*href="\/assets\/root-[\w-]+\.css"\/>/);
      expect(styleSource(response), route).toBe("style-src 'self'");
    }
  });
});
