import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../../server/config";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
  overrides: Record<string, unknown>;
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
    const sources = ["app", "server", "scripts", "tests"]
      .flatMap(sourceFiles)
      .concat(["server.ts", "vite.config.ts", "react-router.config.ts"]);
    const text =
      sources.map((file) => fs.readFileSync(file, "utf8")).join("\n") + Object.values(pkg.scripts).join("\n");
    const unused = Object.keys(pkg.dependencies).filter(
      (name) => !text.includes(`"${name}`) && !new RegExp(`\\b${name} `).test(text),
    );
    expect(unused).toEqual([]);
  });

  it("pins React Router's four packages exactly, and installs one react-router and one @react-router/node", () => {
    const names = ["react-router", "@react-router/node", "@react-router/express", "@react-router/dev"];
    for (const name of names) expect(pkg.dependencies[name] ?? pkg.devDependencies[name]).toMatch(/^7\.\d+\.\d+$/);
    // The companions pin the router exactly and are released less often than it; the overrides let the newest
    // router and node adapter serve them all (boot-script-build.test.ts checks the boot script they render).
    expect(pkg.overrides).toMatchObject({
      "react-router": "$react-router",
      "@react-router/node": "$@react-router/node",
    });
    const lock = JSON.parse(fs.readFileSync("package-lock.json", "utf8")) as {
      packages: Record<string, { version: string }>;
    };
    for (const name of ["react-router", "@react-router/node"]) {
      const copies = Object.keys(lock.packages).filter((key) => key.endsWith(`node_modules/${name}`));
      expect(copies).toEqual([`node_modules/${name}`]);
      expect(lock.packages[`node_modules/${name}`]!.version).toBe(pkg.dependencies[name]);
    }
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
