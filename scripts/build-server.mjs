// Compiles server.ts and what it imports (server/, the app modules of its surface, the content pipeline)
// into one ES module, build/server.js, that `npm start` runs with `node`. Packages stay imports of
// node_modules. Run by scripts/ensure-build.mjs and `npm run build`. It also copies the editor's prebuilt
// bundle (decap-cms, a development dependency) into build/editor/, which /admin serves in production: the
// server installed with `npm ci --omit=dev` has no decap-cms and its 600 packages (issue 72).
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { build } from "esbuild";
import { EDITOR_SCRIPT_OPTIONS } from "../server/admin/editor-script.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const SERVER_BUNDLE = "build/server.js";
export const EDITOR_FILES = "build/editor";

/** decap-cms.js and the chunks and WebAssembly files it loads (not its source maps or the npm build's cms.js). */
function copyEditorBundle() {
  const dist = path.dirname(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"));
  const target = path.join(ROOT, EDITOR_FILES);
  fs.rmSync(target, { recursive: true, force: true });
  fs.mkdirSync(target, { recursive: true });
  for (const file of fs.readdirSync(dist).filter((name) => /(^|\.)decap-cms\.js$|\.wasm$/.test(name)))
    fs.copyFileSync(path.join(dist, file), path.join(target, file));
}

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
  copyEditorBundle();
  await build({ ...EDITOR_SCRIPT_OPTIONS, outfile: path.join(ROOT, EDITOR_FILES, "editor.js") });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) await buildServer();
