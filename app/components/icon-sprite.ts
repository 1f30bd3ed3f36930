import type { CSSProperties } from "react";
import { translatePathY } from "../lib/svg-path";

/**
 * Icons are drawn as sprites: one SVG holds every set of icons, each icon a row of it, painted through a CSS
 * mask over the text colour. A page decodes that one image for all its icons, and the drawings travel in the
 * root stylesheet (cached) instead of in every page's HTML (docs/decisions/012). One image, not one per set:
 * Chromium builds a document for each SVG image in the style pass of the first paint, about 2 ms of thread time
 * and 6 of wall time apiece on the bench's host, and the home used three (docs/decisions/045).
 *
 * Each set is one `<path>`, its icons' data moved down to their rows: the image is a document of a few elements,
 * not of one per icon, which the first style pass styles and lays out twice (docs/decisions/051).
 *
 * This module is shared by the app and the build (scripts/vite/icon-sprites-plugin.ts), so it imports
 * nothing of the app but a pure helper.
 */

/** A set's source: its stroke width and the paths of its icons on the 24-unit grid, by name. */
export interface IconSetSource {
  strokeWidth?: number;
  paths: Record<string, string>;
}

/** Rows are 32 units apart: the 24-unit icon and a gap, so a round cap never bleeds into the next row. */
const ROW_PITCH = 32;
const GRID = 24;

const iconSetClass = (set: string) => `icons-${set}`;

/**
 * The global classes that paint an icon through the sprite: on the element itself, or in its `::before` or
 * `::after` (a box that the caller styles, the icon drawn inside it).
 */
export const SPRITE_MASK = { self: "sprite-mask", before: "sprite-mask-before", after: "sprite-mask-after" } as const;

/**
 * The stylesheet of every set, in the order given: the painting classes (SPRITE_MASK) take their mask image from
 * the one sprite and its position from the element's `--icon-size` and `--icon-row` (see `iconRowStyle`), offset
 * by the first row of the element's set, which the set's class gives.
 *
 * The image is a declaration of its own, never behind a `var()`: a value that holds a `var()` is substituted and
 * parsed again for every element, and this one is a URL of about 10 kB (on `/`, 61 icons cost about 2.5 ms of
 * each full style pass that way; docs/decisions/049).
 */
export function spriteCss(sets: ReadonlyArray<readonly [string, IconSetSource]>): string {
  let firstRow = 0;
  const setPaths: string[] = [];
  const firstRows: string[] = [];
  for (const [set, { strokeWidth = 2, paths }] of sets) {
    const rows = Object.values(paths).map((d, row) => translatePathY(d, (firstRow + row) * ROW_PITCH));
    setPaths.push(`<path stroke-width='${strokeWidth}' d='${rows.join("")}'/>`);
    firstRows.push(`.${iconSetClass(set)} {\n  --icon-first-row: ${firstRow};\n}\n`);
    firstRow += rows.length;
  }
  const height = firstRow * ROW_PITCH - (ROW_PITCH - GRID);
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${GRID} ${height}' fill='none' stroke='black' ` +
    `stroke-linecap='round' stroke-linejoin='round'>${setPaths.join("")}</svg>`;
  const url = `url("data:image/svg+xml,${svg.replace(/</g, "%3C").replace(/>/g, "%3E").replace(/#/g, "%23")}")`;
  const offset = `calc(var(--icon-size) * (var(--icon-first-row) + var(--icon-row)) * ${-ROW_PITCH / GRID})`;
  const size = `100% calc(var(--icon-size) * ${height / GRID})`;
  const painters = `.${SPRITE_MASK.self},\n.${SPRITE_MASK.before}::before,\n.${SPRITE_MASK.after}::after`;
  const declarations = [
    `mask-image: ${url}`,
    `mask-position: 0 ${offset}`,
    `mask-size: ${size}`,
    "mask-repeat: no-repeat",
  ];
  return `${painters} {\n${declarations.map((line) => `  ${line};\n`).join("")}}\n${firstRows.join("")}`;
}

/** A set as the app uses it: the class that carries its sprite and the row of each icon. */
export interface IconSet<Name extends string> {
  className: string;
  rows: Record<Name, number>;
}

export function iconSet<Name extends string>(set: string, paths: Record<Name, string>): IconSet<Name> {
  const names = Object.keys(paths) as Name[];
  return {
    className: iconSetClass(set),
    rows: Object.fromEntries(names.map((name, row) => [name, row])) as Record<Name, number>,
  };
}

/** The custom properties an icon element sets for the sprite's mask: its size and its row. */
export const iconRowStyle = <Name extends string>(set: IconSet<Name>, name: Name, size: number) =>
  ({ "--icon-size": `${size}px`, "--icon-row": set.rows[name] }) as CSSProperties;
