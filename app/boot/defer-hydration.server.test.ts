import { describe, expect, it, vi } from "vitest";
import type { BootData } from "./boot-data";
import { deferHydration } from "./defer-hydration.server";
import BOOT_LOADER from "./boot-loader.ts?inline-script";
import DEFERRED_BOOT_URL from "./deferred-boot.ts?script-url";

// The shape React Router 7 renders (tests/integration/react-router-boot-build.test.ts checks it against the
// installed version): module preloads, the translations element, then the boot module.
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/></head><body><main>Olá</main>',
  '<script id="page-translations" type="application/json">{"lang":"pt","urls":{"common":"/i18n/pt/common.json?v=1"}}</script>',
  '<script nonce="n">window.__reactRouterContext = {};</script>',
  '<script nonce="n" type="module" async="">import "/assets/manifest-D.js";\n',
  'import * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

const dataOf = (html: string) =>
  JSON.parse(/<script id="boot-data" type="application\/json">([^<]*)<\/script>/.exec(html)![1]!) as BootData;

describe("deferHydration", () => {
  const html = deferHydration(PAGE);

  it("removes the module preloads and React Router's imports from the HTML and leaves the content alone", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).not.toMatch(/^\s*import [*"]/m);
    expect(html).toContain("<main>Olá</main>");
  });

  it("puts our built boot loader inline, with React Router's nonce and the address of our boot program's file", () => {
    expect(DEFERRED_BOOT_URL).toMatch(/^\/assets\/deferred-boot-[\w-]{8}\.js$/);
    expect(html).toContain(`<script nonce="n" data-boot-program="${DEFERRED_BOOT_URL}">${BOOT_LOADER}</script>`);
    expect(html).not.toContain(`src="${DEFERRED_BOOT_URL}"`);
  });

  it("gives the boot the page as data: preloads (translations first), evaluation order, imports, routes, entry", () => {
    expect(dataOf(html)).toEqual({
      preloads: [
        ["/i18n/pt/common.json?v=1", "preload", "fetch"],
        ["/assets/entry.client-A.js", "modulepreload"],
        ["/assets/root-B.js", "modulepreload"],
      ],
      evaluate: ["/assets/root-B.js"],
      imports: ["/assets/manifest-D.js", "/assets/root-B.js", "/assets/home-C.js"],
      routeModules: { root: ["/assets/root-B.js"], "routes/home": ["/assets/home-C.js"] },
      entry: "/assets/entry.client-A.js",
      onDemand: false,
    } satisfies BootData);
    expect(html).toContain('<script nonce="n">window.__reactRouterContext = {};</script>');
  });

  it("on a page that loads its scripts on demand, says so and makes the hydration data inert", () => {
    const onDemand = deferHydration(PAGE, { onDemand: true });
    expect(dataOf(onDemand).onDemand).toBe(true);
    expect(onDemand).toContain(
      '<script type="text/x-hydration-data" nonce="n">window.__reactRouterContext = {};</script>',
    );
  });

  it("leaves a page without a boot module unchanged", () => {
    expect(deferHydration("<html><body>404</body></html>")).toBe("<html><body>404</body></html>");
  });

  it("leaves a boot module of an unknown shape as React Router wrote it, and says so", () => {
    const changed = PAGE.replace('import("/assets/entry.client-A.js");', 'await boot("/assets/entry.client-A.js");');
    const errors = vi.spyOn(console, "error").mockImplementation(() => {});
    expect(deferHydration(changed)).toBe(changed);
    expect(errors).toHaveBeenCalledWith("[boot-script]", expect.stringContaining("import(<client entry>)"));
    errors.mockRestore();
  });
});
