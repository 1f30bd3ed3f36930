import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../../server/config";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, unknown>;
  engines: { node: string };
  scripts: Record<string, string>;
};

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory())
      return entry.name === "node_modules" || entry.name.startsWith(".") ? [] : sourceFiles(full);
    return /\.(ts|tsx|mjs)$/.test(entry.name) ? [full] : [];
  });
}

describe("dependencies", () => {
  it("every runtime dependency is imported or run somewhere (no leftovers such as isbot)", () => {
    const sources = ["app", "content-pipeline", "server", "scripts", "tests"]
      .flatMap(sourceFiles)
      .concat(["server.ts", "vite.config.ts", "react-router.config.ts"]);
    const text =
      sources.map((file) => fs.readFileSync(file, "utf8")).join("\n") + Object.values(pkg.scripts).join("\n");
    const unused = Object.keys(pkg.dependencies).filter(
      (name) => !text.includes(`"${name}`) && !new RegExp(`\\b${name} `).test(text),
    );
    expect(unused).toEqual([]);
  });

  it("pins every React Router package to one exact version, with no override, and installs one copy of each", () => {
    const names = ["react-router", "@react-router/node", "@react-router/express", "@react-router/dev"];
    const versions = names.map((name) => pkg.dependencies[name] ?? pkg.devDependencies[name]);
    expect(versions[0]).toMatch(/^\d+\.\d+\.\d+$/);
    expect(new Set(versions)).toEqual(new Set([versions[0]]));
    expect(Object.keys(pkg.overrides).filter((name) => name.includes("react-router"))).toEqual([]);
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { version: string }>;
    };
    // decap-cms's npm build brings react-router-dom 5 with its own React Router 5; /admin serves Decap's
    // prebuilt bundle instead (decision 022), so nothing of the site or the editor loads that copy.
    const editorOnly = "node_modules/react-router-dom/node_modules/";
    for (const name of names) {
      const copies = Object.keys(lock.packages).filter(
        (key) => key.endsWith(`node_modules/${name}`) && !key.startsWith(editorOnly),
      );
      expect(copies).toEqual([`node_modules/${name}`]);
      expect(lock.packages[`node_modules/${name}`]!.version).toBe(versions[0]);
    }
  });

  it("installs a production server without the editor's packages: /admin serves the build's copy of Decap", () => {
    // decap-cms brought 614 of 794 production packages (webpack, svgo…) for one prebuilt file (issue 72).
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { dev?: boolean }>;
    };
    const production = Object.entries(lock.packages).filter(([key, entry]) => key !== "" && !entry.dev);
    expect(pkg.devDependencies["decap-cms"]).toBeDefined();
    expect(production.map(([key]) => key)).not.toContain("node_modules/decap-cms");
    expect(production.length).toBeLessThan(200);
  });

  it("runs on Node 24 LTS or newer, as engines says", () => {
    expect(pkg.engines.node).toBe(">=24");
    expect(Number(process.versions.node.split(".")[0])).toBeGreaterThanOrEqual(24);
  });

  it("the README's configuration table lists exactly the variables the server reads (LOG_REQUESTS is gone)", () => {
    const readme = fs.readFileSync("README.md", "utf8");
    const table = readme.slice(
      readme.indexOf("## Configuration"),
      readme.indexOf("\n## ", readme.indexOf("## Configuration") + 1),
    );
    const documented = [...table.matchAll(/^\| ([^|]+) \|/gm)].flatMap((row) =>
      [...row[1]!.matchAll(/`([A-Z_]+)`/g)].map((match) => match[1]!),
    );
    expect(new Set(documented)).toEqual(new Set(CONFIG_VARIABLES.filter((name) => name !== "NODE_ENV")));
    expect(CONFIG_VARIABLES).not.toContain("LOG_REQUESTS");
  });
});
