import { describe, expect, it, vi } from "vitest";
import { deferHydration } from "./defer-hydration.server";

// The shape React Router 7 renders (boot-script.build.test.ts checks it against the installed version):
// module preloads, the translations element, then the boot module.
const PAGE = [
  '<html><head><link rel="modulepreload" href="/assets/entry.client-A.js" nonce="n"/>',
  '<link rel="modulepreload" href="/assets/root-B.js" nonce="n"/></head><body><main>Olá</main>',
  '<script id="page-translations" type="application/json">{"lang":"pt","urls":{"common":"/i18n/pt/common.json?v=1"}}</script>',
  '<script nonce="n" type="module" async="">import "/assets/manifest-D.js";\n',
  'import * as route0 from "/assets/root-B.js";\nimport * as route1 from "/assets/home-C.js";\n',
  '  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/assets/entry.client-A.js");</script>',
  "</body></html>",
].join("");

describe("deferHydration", () => {
  const html = deferHydration(PAGE);
  const boot = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(html)![1]!;

  it("removes the module preloads from the HTML and leaves the content alone", () => {
    expect(html).not.toContain('rel="modulepreload"');
    expect(html).toContain("<main>Olá</main>");
  });

  it("turns the static imports into requests made after the first paint", () => {
    expect(boot).not.toMatch(/^\s*import [*"]/m);
    expect(boot).toContain(
      'Promise.all([import("/assets/manifest-D.js"),import("/assets/root-B.js"),import("/assets/home-C.js")]).then(([,route0,route1])',
    );
    expect(boot).toContain('window.__reactRouterRouteModules = {"root":route0,"routes/home":route1}');
    expect(boot).toContain('return import("/assets/entry.client-A.js")');
    expect(boot).toContain('getEntriesByName("first-contentful-paint")');
    expect(boot).toContain('document.querySelector("img[fetchpriority=high]")');
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiles the rewritten boot script to prove it parses
    expect(() => new Function(boot.replace(/\bimport\(/g, "Promise.resolve("))).not.toThrow();
  });

  it("preloads the modules and the translation files when it boots", () => {
    expect(boot).toContain(
      'const queue=[["/i18n/pt/common.json?v=1","preload","fetch"],["/assets/entry.client-A.js","modulepreload"],["/assets/root-B.js","modulepreload"]]',
    );
  });

  it("evaluates the preloaded modules one per task, in React Router's order, before the routes and the entry", () => {
    expect(boot).toContain('evaluate(["/assets/root-B.js"])');
    expect(boot).toContain("import(urls[0]).then(()=>new Promise((next)=>setTimeout(next,0)))");
    expect(boot).toMatch(/:start\(\);/);
  });

  it("starts after the first paint unless the route loads its scripts on demand", () => {
    expect(boot).toMatch(/\nhydrateAfterPaint\(\);$/);
    expect(boot).not.toContain('addEventListener("click"');
  });

  it("on a page that loads its scripts on demand, starts only when a control needs React", () => {
    const onDemand = /<script nonce="n" type="module" async="">([\s\S]*?)<\/script>/.exec(
      deferHydration(PAGE, { onDemand: true }),
    )![1]!;
    expect(onDemand).not.toMatch(/\nhydrateAfterPaint\(\);/);
    expect(onDemand).toContain(
      "const hydrate=()=>{if(!requested){requested=true;hydrateAfterPaint()}return hydrated};",
    );
    expect(onDemand).toContain('document.addEventListener("click"');
    expect(onDemand).toContain("localStorage.getItem(key)");
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- compiles the rewritten boot script to prove it parses
    expect(() => new Function(onDemand.replace(/\bimport\(/g, "Promise.resolve("))).not.toThrow();
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
