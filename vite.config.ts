import { reactRouter } from "@react-router/dev/vite";
import { defineConfig, type Plugin } from "vite";
import path from "node:path";
import { precompressPlugin } from "./scripts/vite/precompress-plugin";
import { contentPlugin } from "./content-pipeline/index";
import { iconSpritesPlugin } from "./scripts/vite/icon-sprites-plugin";
import { inlineScriptPlugin } from "./scripts/vite/inline-script-plugin";
import { chunkFileNames, clientChunkGroups } from "./scripts/vite/chunk-groups";
import { shortClassNames } from "./scripts/vite/css-class-names";

/**
 * decap-cms (served prebuilt at /admin, decision 022) installs react-router-dom 5, and React Router's plugin
 * pre-bundles any react-router-dom it finds, against React Router 7: the dev server would fail to start.
 */
const withoutRouterDom: Plugin = {
  name: "niot-without-react-router-dom",
  enforce: "post",
  config(config) {
    const include = config.optimizeDeps?.include;
    if (include) config.optimizeDeps!.include = include.filter((name) => name !== "react-router-dom");
  },
};

export default defineConfig(({ command, isSsrBuild }) => ({
  plugins: [
    contentPlugin(),
    iconSpritesPlugin(),
    inlineScriptPlugin(),
    reactRouter(),
    precompressPlugin(),
    withoutRouterDom,
  ],
  resolve: { alias: { "~": path.resolve(import.meta.dirname, "app") } },
  // Readable class names while developing, short ones in the build (scripts/vite/css-class-names.ts).
  css: command === "build" ? { modules: { generateScopedName: shortClassNames(import.meta.dirname) } } : {},
  // A stylesheet per chunk (decision 007): a page parses only its own rules, and component rules
  // come after the global ones, as CSS modules expect.
  // Targets with native light-dark(): a polyfilled one would resolve the tokens once at :root and
  // break subtrees that set their own color-scheme (the dark footer of the legal pages).
  build: {
    assetsInlineLimit: 0,
    cssTarget: ["chrome123", "edge123", "firefox120", "safari17.5"],
    rolldownOptions: isSsrBuild ? {} : { output: { codeSplitting: { groups: clientChunkGroups() }, chunkFileNames } },
  },
  // Programs bundled apart and loaded by address (`?worker&url`: the search dialog's, search-dialog.tsx) are modules.
  worker: { format: "es" },
  // One dependency cache per dev server, so several servers on one checkout never share a half-written one.
  cacheDir: `node_modules/.vite/${process.env.PORT ?? "default"}`,
  // zod/mini too: found only at run time (the forms' schemas load lazily), it made the dev server optimize again
  // and reload every open page, which the editor's browser test, run on the dev server, met as a navigation.
  optimizeDeps: { include: ["react", "react-dom", "react-dom/client", "react-router", "zod/mini"] },
}));
