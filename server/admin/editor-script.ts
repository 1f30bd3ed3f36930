import path from "node:path";
import type { BuildOptions } from "esbuild";

/**
 * The editor's own script (server/admin/editor/main.ts) as one browser file. The build writes it to
 * build/editor/editor.js beside Decap's bundle (scripts/build-server.mjs, which imports this module with
 * Node's type stripping: hence no imports of ours here); the development server bundles it on first request.
 * esbuild is a development dependency, like Decap itself.
 */
export const EDITOR_SCRIPT_OPTIONS: BuildOptions = {
  // Read from source only (the build, the development server): in build/server.js this folder is build/.
  entryPoints: [path.join(import.meta.dirname, "editor/main.ts")],
  bundle: true,
  format: "iife",
  target: "es2022",
  platform: "browser",
  minify: true,
  logLevel: "warning",
};

let bundled: Promise<string> | undefined;

export function developmentEditorScript(): Promise<string> {
  bundled ??= import("esbuild")
    .then(({ build }) => build({ ...EDITOR_SCRIPT_OPTIONS, write: false }))
    .then((result) => result.outputFiles?.[0]?.text ?? "");
  return bundled;
}
