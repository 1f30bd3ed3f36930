import { describe, expect, it } from "vitest";
import { BootScriptShapeError, readBootScript, replaceBootScript } from "./boot-script.server";

const boot = (body: string) =>
  `<head><link rel="modulepreload" href="/assets/entry-A.js" nonce="n"/></head><body><script nonce="n" type="module" async="">${body}</script></body>`;
const ROUTES = 'window.__reactRouterRouteModules = {"root":route0};';

describe("readBootScript", () => {
  it("reads the preloads, the imports in order, the setup and the entry", () => {
    const page = boot(`import "/m.js";\nimport * as route0 from "/root.js";\n  ${ROUTES}\n\nimport("/entry.js");`);
    expect(readBootScript(page)).toEqual({
      openTag: '<script nonce="n" type="module" async="">',
      modulePreloads: ["/assets/entry-A.js"],
      imports: [
        { binding: "", url: "/m.js" },
        { binding: "route0", url: "/root.js" },
      ],
      setup: ROUTES,
      entry: "/entry.js",
    });
  });

  it("reads a route split in chunks (React Router's route chunks): the merge stays in the setup", () => {
    const page = boot(
      `;\nimport * as route0_clientLoader from "/a.js";\nimport * as route0_main from "/b.js";\nconst route0 = {...route0_clientLoader,...route0_main};\n${ROUTES}\n\nimport("/entry.js");`,
    );
    const read = readBootScript(page)!;
    expect(read.imports.map(({ binding }) => binding)).toEqual(["route0_clientLoader", "route0_main"]);
    expect(read.setup).toBe(`const route0 = {...route0_clientLoader,...route0_main};\n${ROUTES}`);
  });

  it("is null for a document without a boot module", () => {
    expect(readBootScript("<body>404</body>")).toBeNull();
  });

  it("names what changed when the boot module has a shape it was not written for", () => {
    const named = (body: string) => {
      try {
        readBootScript(boot(body));
      } catch (error) {
        expect(error).toBeInstanceOf(BootScriptShapeError);
        return (error as Error).message;
      }
      throw new Error("read an unknown shape without complaint");
    };
    expect(named(`${ROUTES}\nhydrate("/entry.js");`)).toMatch(/import\(<client entry>\)/);
    expect(named(`import { a } from "/x.js";\n${ROUTES}\nimport("/entry.js");`)).toMatch(/import of a kind not read/);
    expect(named(`import * as route0 from "/r.js";\nwindow.__routes = {};\nimport("/entry.js");`)).toMatch(
      /__reactRouterRouteModules/,
    );
  });
});

describe("replaceBootScript", () => {
  it("drops the module preloads and replaces only the boot module's body", () => {
    const page = boot(`import * as route0 from "/root.js";\n${ROUTES}\nimport("/entry.js");`);
    const replaced = replaceBootScript(page, readBootScript(page)!, "run()");
    expect(replaced).toBe('<head></head><body><script nonce="n" type="module" async="">run()</script></body>');
  });
});
