import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { spriteCss, type IconSetSource } from "../../app/components/icon-sprite";

const APP = path.resolve(import.meta.dirname, "../../app");
const SHEET = /\.icons\.css$/;

/**
 * `import "./tools.icons.css"` beside `tools.icons.json`: the set's stylesheet, generated from its
 * paths at build time (app/components/icon-sprite.ts). Vite bundles it with the chunk that imports it.
 */
export function iconSpritesPlugin(): Plugin {
  return {
    name: "niot-icon-sprites",
    enforce: "pre",
    resolveId(source, importer) {
      if (!SHEET.test(source)) return;
      if (source.startsWith("~/")) return path.join(APP, source.slice(2));
      if (source.startsWith(APP)) return source;
      // The dev server asks for a page's sheets by their URL (/app/…) when it writes their styles into the page.
      if (source.startsWith("/app/")) return path.join(APP, source.slice("/app/".length));
      return importer ? path.resolve(path.dirname(importer), source) : undefined;
    },
    load(id) {
      if (!SHEET.test(id)) return;
      const json = id.replace(SHEET, ".icons.json");
      this.addWatchFile(json);
      const set = path.basename(id).replace(SHEET, "");
      return spriteCss(set, JSON.parse(fs.readFileSync(json, "utf8")) as IconSetSource);
    },
  };
}
