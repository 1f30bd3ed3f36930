// Compiles server.ts and what it imports (server/, the app modules of its surface, the content pipeline)
// into one ES module, build/server.js, that `npm start` runs with `node`. Packages stay imports of
// node_modules. Run by scripts/ensure-build.mjs and `npm run build`.
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_BUNDLE = "build/server.js";

export async function buildServer() {
  await build({
    entryPoints: [path.join(ROOT, "server.ts")],
    outfile: path.join(ROOT, SERVER_BUNDLE),
    bundle: true,
    platform: "node",
    format: "esm",
    target: "node24",
    packages: "external",
    alias: { "~": path.join(ROOT, "app") },
    sourcemap: "linked",
    logLevel: "warning",
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
