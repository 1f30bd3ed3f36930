import fs from "node:fs";
import path from "node:path";
import type { Plugin } from "vite";
import { spriteCss, type IconSetSource } from "../../app/components/icon-sprite";

const APP = path.resolve(import.meta.dirname, "../../app");
/** The one stylesheet of the icons, which root.tsx imports. */
export const ICONS_SHEET = path.join(APP, "components", "sprite.icons.css");
const SET = /\.icons\.json$/;

/** Every `<set>.icons.json` of the app, by path: the sprite's rows follow this order. */
export function iconSetFiles(dir = APP): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) => {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) return iconSetFiles(file);
      return SET.test(entry.name) ? [file] : [];
    })
    .sort();
}

/**
 * `import "~/components/sprite.icons.css"`: the stylesheet of every icon set of the app (each
 * `<set>.icons.json`), generated at build time as one sprite (app/components/icon-sprite.ts).
 */
export function iconSpritesPlugin(): Plugin {
  return {
    name: "niot-icon-sprites",
    enforce: "pre",
    resolveId(source) {
      // By its alias, by its path once the alias is applied, or by its URL (/app/…), which the dev server asks
      // for when it writes a page's styles into the page.
      const sheet = ["~/", `${APP}/`, "/app/"].some((root) => source === `${root}components/sprite.icons.css`);
      if (sheet) return ICONS_SHEET;
    },
    load(id) {
      if (id !== ICONS_SHEET) return;
      const files = iconSetFiles();
      for (const file of files) this.addWatchFile(file);
      return spriteCss(
        files.map((file) => [
          path.basename(file).replace(SET, ""),
          JSON.parse(fs.readFileSync(file, "utf8")) as IconSetSource,
        ]),
      );
    },
  };
}
