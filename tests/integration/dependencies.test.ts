import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { CONFIG_VARIABLES } from "../../server/config";

const pkg = JSON.parse(fs.readFileSync("package.json", "utf8")) as {
  dependencies: Record<string, string>;
  devDependencies: Record<string, string>;
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

  it("pins react-router and its three companion packages to one version", () => {
    const versions = ["react-router", "@react-router/node", "@react-router/express"].map(
      (name) => pkg.dependencies[name],
    );
    versions.push(pkg.devDependencies["@react-router/dev"]);
    expect(new Set(versions).size).toBe(1);
    expect(versions[0]).toMatch(/^7\.\d+\.\d+$/);
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
