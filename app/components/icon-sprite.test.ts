import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { iconRowStyle, iconSet, spriteCss, type IconSetSource } from "./icon-sprite";
import { ICONS_SHEET, iconSetFiles, iconSpritesPlugin } from "../../scripts/vite/icon-sprites-plugin";

/** The sprite's SVG, decoded from the stylesheet's data URL. */
const spriteOf = (css: string) => decodeURIComponent(/url\("data:image\/svg\+xml,([^"]+)"\)/.exec(css)![1]!);

describe("icon sprites", () => {
  it("draws every set as one path of one sprite, each icon on its own row 32 units apart, and sizes the mask to the whole strip", () => {
    const css = spriteCss([
      ["demo", { strokeWidth: 1.8, paths: { first: "M1 1h22", second: "M12 2v20" } }],
      ["other", { paths: { third: "M2 2h20" } }],
    ]);
    expect(css.startsWith(".sprite-mask,\n.sprite-mask-before::before,\n.sprite-mask-after::after {")).toBe(true);
    expect(css.match(/data:image/g)).toHaveLength(1);
    const svg = spriteOf(css);
    expect(svg).toContain("viewBox='0 0 24 88'");
    expect(svg).toContain("<path stroke-width='1.8' d='M1 1h22M12 34v20'/><path stroke-width='2' d='M2 66h20'/>");
    expect(svg.match(/<path /g)).toHaveLength(2);
    expect(css).toContain(
      "mask-position: 0 calc(var(--icon-size) * (var(--icon-first-row) + var(--icon-row)) * -1.3333333333333333);",
    );
    expect(css).toContain("mask-size: 100% calc(var(--icon-size) * 3.6666666666666665);");
    expect(css).toContain("mask-repeat: no-repeat;");
    expect(css).toContain(".icons-demo {\n  --icon-first-row: 0;\n}");
    expect(css).toContain(".icons-other {\n  --icon-first-row: 2;\n}");
  });

  it("declares the sprite as the mask image itself, never inside a custom property or beside a var()", () => {
    const css = spriteCss([["demo", { paths: { first: "M1 1h22" } }]]);
    const imageLine = css.split("\n").find((line) => line.includes("data:image"))!;
    expect(imageLine.trim().startsWith("mask-image: url(")).toBe(true);
    expect(imageLine).not.toContain("var(");
  });

  it("gives each icon the row of its place in the set, which the element sets beside its size", () => {
    const set = iconSet("demo", { first: "M1 1h22", second: "M12 2v20" });
    expect(set).toEqual({ className: "icons-demo", rows: { first: 0, second: 1 } });
    expect(iconRowStyle(set, "second", 18)).toEqual({ "--icon-size": "18px", "--icon-row": 1 });
  });

  const files = iconSetFiles();
  it.each(files.map((file) => [path.relative(path.dirname(ICONS_SHEET), file), file]))(
    "%s holds path data only",
    (_name, file) => {
      const source = JSON.parse(fs.readFileSync(file, "utf8")) as IconSetSource;
      expect(Object.keys(source.paths).length).toBeGreaterThan(0);
      for (const d of Object.values(source.paths)) expect(d).toMatch(/^[MmLlHhVvCcSsQqTtAaZz0-9.,\s-]+$/);
    },
  );

  it("finds every set of the site, and the build serves them all in the one sheet root.tsx imports", () => {
    expect(files.map((file) => path.relative(path.dirname(path.dirname(ICONS_SHEET)), file))).toEqual([
      "components/ui.icons.json",
      "features/about/about.icons.json",
      "features/docs/tools.icons.json",
      "features/home/audiences.icons.json",
      "features/home/features.icons.json",
      "features/plans/glyphs.icons.json",
      "features/prompt-preview/flow.icons.json",
    ]);
    const plugin = iconSpritesPlugin() as unknown as {
      resolveId: (source: string) => string | undefined;
      load: (this: { addWatchFile: (file: string) => void }, id: string) => string | undefined;
    };
    const watched: string[] = [];
    for (const source of ["~/components/sprite.icons.css", ICONS_SHEET, "/app/components/sprite.icons.css"])
      expect(plugin.resolveId(source), source).toBe(ICONS_SHEET);
    expect(plugin.resolveId("./other.css")).toBeUndefined();
    const css = plugin.load.call({ addWatchFile: (file) => watched.push(file) }, ICONS_SHEET)!;
    expect(watched).toEqual(files);
    expect(spriteOf(css).match(/<path /g)).toHaveLength(files.length);
    for (const set of ["ui", "about", "tools", "audiences", "features", "glyphs", "flow"])
      expect(css).toContain(`.icons-${set} {\n  --icon-first-row: `);
  });
});
