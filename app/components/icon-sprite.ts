import type { CSSProperties } from "react";

/**
 * Icons are drawn as sprites: one SVG per set of icons, each icon a row of it, painted through a CSS mask
 * over the text colour. A page decodes one image per set it uses instead of one per icon, and the drawings
 * travel in the set's stylesheet (cached) instead of in every page's HTML (docs/decisions/012).
 *
 * This module is shared by the app and the build (scripts/vite/icon-sprites-plugin.ts), so it imports
 * nothing of the app.
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
 * The stylesheet of a set: its class sets `--icon-mask` from the sprite and the element's own
 * `--icon-size` and `--icon-row` (see `iconRowStyle`); icon.module.css paints with it.
 */
export function spriteCss(set: string, { strokeWidth = 2, paths }: IconSetSource): string {
  const rows = Object.values(paths);
  const height = rows.length * ROW_PITCH - (ROW_PITCH - GRID);
  const svg =
    `<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 ${GRID} ${height}' fill='none' stroke='black' ` +
    `stroke-width='${strokeWidth}' stroke-linecap='round' stroke-linejoin='round'>` +
    rows.map((d, row) => `<path transform='translate(0 ${row * ROW_PITCH})' d='${d}'/>`).join("") +
    "</svg>";
  const url = `url("data:image/svg+xml,${svg.replace(/</g, "%3C").replace(/>/g, "%3E").replace(/#/g, "%23")}")`;
  const offset = `calc(var(--icon-size) * var(--icon-row) * ${-ROW_PITCH / GRID})`;
  const size = `100% calc(var(--icon-size) * ${height / GRID})`;
  return `.${iconSetClass(set)} {\n  --icon-mask: ${url} 0 ${offset} / ${size} no-repeat;\n}\n`;
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

/** The custom properties an icon element sets for its set's `--icon-mask`: its size and its row. */
export const iconRowStyle = <Name extends string>(set: IconSet<Name>, name: Name, size: number) =>
  ({ "--icon-size": `${size}px`, "--icon-row": set.rows[name] }) as CSSProperties;
