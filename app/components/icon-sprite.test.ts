import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconRowStyle, iconSet, spriteCss, type IconSetSource } from "./icon-sprite";
import { iconSpritesPlugin } from "../../scripts/vite/icon-sprites-plugin";

const APP = path.resolve(import.meta.dirname, "..");
const setFiles = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return setFiles(file);
    return entry.name.endsWith(".icons.json") ? [file] : [];
  });

/** The sprite's SVG, decoded from the stylesheet's data URL. */
const spriteOf = (css: string) => decodeURIComponent(/url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)![1]!);

describe("icon sprites", () => {
  it("draws each icon of a set on its own row, 32 units apart, and sizes the mask to the whole strip", () => {
    const css = spriteCss("demo", { strokeWidth: 1.8, paths: { first: "M1 1h22", second: "M12 2v20" } });
    expect(css.startsWith(".icons-demo {")).toBe(true);
    const svg = spriteOf(css);
    expect(svg).toContain("viewBox='0 0 24 56'");
    expect(svg).toContain("stroke-width='1.8'");
    expect(svg).toContain("<path transform='translate(0 0)' d='M1 1h22'/>");
    expect(svg).toContain("<path transform='translate(0 32)' d='M12 2v20'/>");
    expect(css).toContain("calc(var(--icon-size) * var(--icon-row) * -1.3333333333333333)");
    expect(css).toContain("100% calc(var(--icon-size) * 2.3333333333333335) no-repeat");
  });

  it("gives each icon the row of its place in the set, which the element sets beside its size", () => {
    const set = iconSet("demo", { first: "M1 1h22", second: "M12 2v20" });
    expect(set).toEqual({ className: "icons-demo", rows: { first: 0, second: 1 } });
    expect(iconRowStyle(set, "second", 18)).toEqual({ "--icon-size": "18px", "--icon-row": 1 });
  });

  const files = setFiles(APP);
  it.each(files.map((file) => [path.relative(APP, file), file]))(
    "%s holds path data only, and the build serves its sheet",
    (_name, file) => {
      const source = JSON.parse(fs.readFileSync(file, "utf8")) as IconSetSource;
      const names = Object.keys(source.paths);
      expect(names.length).toBeGreaterThan(0);
      for (const d of Object.values(source.paths)) expect(d).toMatch(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/);

      const plugin = iconSpritesPlugin() as unknown as {
        resolveId: (source: string, importer: string) => string | undefined;
        load: (this: { addWatchFile: (file: string) => void }, id: string) => string | undefined;
      };
      const sheet = file.replace(/\.json$/, ".css");
      const id = plugin.resolveId(`./${path.basename(sheet)}`, path.join(path.dirname(file), "importer.tsx"));
      expect(id).toBe(sheet);
      const css = plugin.load.call({ addWatchFile: () => {} }, id!)!;
      const svg = spriteOf(css);
      expect(svg.match(/<path /g)).toHaveLength(names.length);
    },
  );

  it("finds every set of the site", () => {
    expect(files.map((file) => path.basename(file)).sort()).toEqual([
      "about.icons.json",
      "audiences.icons.json",
      "features.icons.json",
      "flow.icons.json",
      "glyphs.icons.json",
      "tools.icons.json",
      "ui.icons.json",
    ]);
  });
});
