import { describe, expect, it } from "vitest";
import {
  BootScriptShapeError,
  inertHydrationData,
  readReactRouterBoot,
  replaceReactRouterBoot,
} from "./react-router-boot.server";
import type { BootData } from "./boot-data";

const boot = (body: string) =>
  `<head><link rel="modulepreload" href="/assets/entry-A.js" nonce="n"/></head><body><script nonce="n" type="module" async="">${body}</script></body>`;
const ROUTES = 'window.__reactRouterRouteModules = {"root":route0};';

describe("readReactRouterBoot", () => {
  it("reads the preloads, the imports in order, the route modules and the entry", () => {
    const page = boot(
      `import "/m.js";\nimport * as route0 from "/root.js";\nimport * as route1 from "/home.js";\n  window.__reactRouterRouteModules = {"root":route0,"routes/home":route1};\n\nimport("/entry.js");`,
    );
    expect(readReactRouterBoot(page)).toEqual({
      openTag: '<script nonce="n" type="module" async="">',
      modulePreloads: ["/assets/entry-A.js"],
      imports: ["/m.js", "/root.js", "/home.js"],
      routeModules: { root: ["/root.js"], "routes/home": ["/home.js"] },
      entry: "/entry.js",
    });
  });

  it("reads a route split in chunks (React Router's route chunks) as the chunks merged in order", () => {
    const page = boot(
      `;\nimport * as route0_clientLoader from "/a.js";\nimport * as route0_main from "/b.js";\nconst route0 = {...route0_clientLoader,...route0_main};\n${ROUTES}\n\nimport("/entry.js");`,
    );
    const read = readReactRouterBoot(page)!;
    expect(read.imports).toEqual(["/a.js", "/b.js"]);
    expect(read.routeModules).toEqual({ root: ["/a.js", "/b.js"] });
  });

  it("is null for a document without a boot module", () => {
    expect(readReactRouterBoot("<body>404</body>")).toBeNull();
  });

  it("names what changed when the boot module has a shape it was not written for", () => {
    const named = (body: string) => {
      try {
        readReactRouterBoot(boot(body));
      } catch (error) {
        expect(error).toBeInstanceOf(BootScriptShapeError);
        return (error as Error).message;
      }
      throw new Error("read an unknown shape without complaint");
    };
    expect(named(`${ROUTES}\nhydrate("/entry.js");`)).toMatch(/import\(<client entry>\)/);
    expect(named(`import { a } from "/x.js";\n${ROUTES}\nimport("/entry.js");`)).toMatch(/import of a kind not read/);
    expect(named(`import * as route0 from "/r.js";\nwindow.__routes = {};\nimport("/entry.js");`)).toMatch(
      /statement not read/,
    );
    expect(named(`import * as route0 from "/r.js";\nimport("/entry.js");`)).toMatch(/__reactRouterRouteModules/);
    expect(named(`${ROUTES}\nimport("/entry.js");`)).toMatch(/uses route0, which none of its imports binds/);
    expect(
      named(
        `import * as route0 from "/r.js";\nwindow.__reactRouterRouteModules = {"root":route0,x};\nimport("/entry.js");`,
      ),
    ).toMatch(/route modules' global has a form not read/);
  });
});

describe("replaceReactRouterBoot", () => {
  it("drops the module preloads and puts the data and our loader, with the boot module's nonce, in its place", () => {
    const page = boot(`import * as route0 from "/root.js";\n${ROUTES}\nimport("/entry.js");`);
    const data = { entry: "/entry.js</script>" } as unknown as BootData;
    const program = { loader: "load()", url: "/assets/boot-1.js" };
    const replaced = replaceReactRouterBoot(page, readReactRouterBoot(page)!, data, program);
    expect(replaced).toBe(
      '<head></head><body><script id="boot-data" type="application/json">{"entry":"/entry.js\\u003c/script>"}</script>' +
        '<script nonce="n" data-boot-program="/assets/boot-1.js">load()</script></body>',
    );
  });
});

describe("inertHydrationData", () => {
  it("gives React Router's context and stream scripts a type the browser does not run, nonce kept", () => {
    const page =
      '<script nonce="n">window.__reactRouterContext = {};</script><script nonce="n">window.__reactRouterContext.streamController.enqueue("x");</script><script nonce="n">other()</script>';
    const { html, scripts } = inertHydrationData(page);
    expect(scripts).toBe(2);
    expect(html).toBe(
      '<script type="text/x-hydration-data" nonce="n">window.__reactRouterContext = {};</script><script type="text/x-hydration-data" nonce="n">window.__reactRouterContext.streamController.enqueue("x");</script><script nonce="n">other()</script>',
    );
  });
});
