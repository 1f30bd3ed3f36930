/**
 * Makes the site's text face and the metrics of its stand-ins (decision 054):
 * - Figtree's Latin variable file, from the npm package @fontsource-variable/figtree, cut to the characters
 *   Portuguese, English and Spanish text needs (`TEXT_CHARACTERS`) and to the weights the site draws (400–700):
 *   `app/styles/fonts/figtree.woff2`;
 * - the stand-in faces drawn until it arrives (`font-display: swap`), each a system face reached by `local()` with
 *   `size-adjust` and vertical metrics set so its text takes the room Figtree's will: measured here by shaping the
 *   text of our own locale and content files in Figtree and in each stand-in's real font file, regular and bold, and written
 *   with the face rules into `app/styles/fonts.css`.
 *
 * Run again after a change of the package, the characters or the stand-ins: `npm run font:subset`. It needs the
 * stand-ins' files of Debian's fonts-liberation and fonts-dejavu-core.
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as hb from "harfbuzzjs";
import fontverter from "fontverter";
import subsetFont from "subset-font";
import { LANGUAGES } from "../app/i18n/languages";
import { TEXT_CHARACTERS, TEXT_WEIGHTS } from "../app/styles/fonts/characters";

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const SOURCE = path.join(ROOT, "node_modules/@fontsource-variable/figtree/files/figtree-latin-wght-normal.woff2");
const FONT_FILE = path.join(ROOT, "app/styles/fonts/figtree.woff2");
const CSS_FILE = path.join(ROOT, "app/styles/fonts.css");

interface StandIn {
  family: string;
  /** Why this face, for the stylesheet's reader. */
  note: string;
  /** `local()` names (full name, PostScript name) and the file measured, per weight. */
  faces: Record<(typeof TEXT_WEIGHTS)[number], { local: string[]; file: string }>;
}

/** Tried in this order by the font stack: the first installed one draws the text until Figtree is there. */
const STAND_INS: StandIn[] = [
  {
    family: "Figtree fallback",
    note: "Arial on macOS, Windows and iOS; Liberation Sans on Linux, made with Arial's advance widths and vertical metrics, so one set of overrides fits both.",
    faces: {
      400: {
        local: ["Arial", "ArialMT", "Liberation Sans", "LiberationSans"],
        file: "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
      },
      700: {
        local: ["Arial Bold", "Arial-BoldMT", "Liberation Sans Bold", "LiberationSans-Bold"],
        file: "/usr/share/fonts/truetype/liberation/LiberationSans-Bold.ttf",
      },
    },
  },
  {
    family: "Figtree fallback DejaVu",
    note: "A Linux without Liberation Sans (fonts-dejavu-core alone).",
    faces: {
      400: { local: ["DejaVu Sans", "DejaVuSans"], file: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf" },
      700: {
        local: ["DejaVu Sans Bold", "DejaVuSans-Bold"],
        file: "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf",
      },
    },
  },
];

/** The text the site shows: every string of the locale files and every Markdown file of the content, in every language. */
function siteText(): string {
  const strings: string[] = [];
  const collect = (value: unknown): void => {
    if (typeof value === "string") strings.push(value);
    else if (value && typeof value === "object") Object.values(value).forEach(collect);
  };
  for (const lang of LANGUAGES) {
    const dir = path.join(ROOT, "app/locales", lang);
    for (const name of fs.readdirSync(dir).filter((file) => file.endsWith(".json")))
      collect(JSON.parse(fs.readFileSync(path.join(dir, name), "utf8")));
  }
  for (const entry of fs.readdirSync(path.join(ROOT, "content"), { recursive: true, withFileTypes: true }))
    if (entry.isFile() && entry.name.endsWith(".md"))
      strings.push(fs.readFileSync(path.join(entry.parentPath, entry.name), "utf8").replace(/[#*_`>|[\]()-]+/g, " "));
  return strings
    .join(" ")
    .replace(/\{\{[^}]*\}\}|<\/?\w+>/g, "")
    .replace(/\s+/g, " ");
}

async function faceOf(bytes: Buffer): Promise<hb.Face> {
  return new hb.Face(new hb.Blob(await fontverter.convert(bytes, "truetype")));
}

/** The advance of `text` shaped in `face` at `weight`, in ems; and the face's ascender, descender, line gap in ems. */
function measure(face: hb.Face, text: string, weight?: number) {
  const font = new hb.Font(face);
  if (weight !== undefined && face.getAxisInfos().wght) font.setVariations([new hb.Variation("wght", weight)]);
  const buffer = new hb.Buffer();
  buffer.addText(text);
  buffer.guessSegmentProperties();
  hb.shape(font, buffer);
  const advance = buffer.getGlyphPositions().reduce((sum, position) => sum + position.xAdvance, 0);
  const extents = font.hExtents();
  return {
    width: advance / face.upem,
    ascent: extents.ascender / face.upem,
    descent: -extents.descender / face.upem,
    lineGap: extents.lineGap / face.upem,
  };
}

/** As Prettier writes it: two decimals at most, no trailing zeros. */
const percent = (value: number) => `${Number((value * 100).toFixed(2))}%`;

async function main() {
  const subset = await subsetFont(fs.readFileSync(SOURCE), TEXT_CHARACTERS, {
    targetFormat: "woff2",
    variationAxes: { wght: { min: TEXT_WEIGHTS[0], max: TEXT_WEIGHTS[1] } },
  });
  fs.mkdirSync(path.dirname(FONT_FILE), { recursive: true });
  fs.writeFileSync(FONT_FILE, subset);

  const text = siteText();
  const figtree = await faceOf(subset);
  const rules: string[] = [];
  const report: string[] = [];
  for (const standIn of STAND_INS) {
    rules.push(`/* ${standIn.note} */`);
    for (const weight of TEXT_WEIGHTS) {
      const face = standIn.faces[weight];
      const standInFace = await faceOf(fs.readFileSync(face.file));
      const target = measure(figtree, text, weight);
      const adjustFor = (sample: string) => measure(figtree, sample, weight).width / measure(standInFace, sample).width;
      // Two characters get a face of their own: the space, whose advance in Figtree is narrower than the text's
      // average and which sets where lines break; and the zero, the `ch` unit, wider in Figtree. So every width
      // given in `ch` and every line's share of spaces is the same before and after the swap.
      const letters = adjustFor(text.replace(/[ 0]/g, ""));
      const space = adjustFor(" ");
      const zero = adjustFor("0");
      for (const [range, adjust] of [
        ["U+0-1F, U+21-2F, U+31-10FFFF", letters],
        ["U+20", space],
        ["U+30", zero],
      ] as const)
        // The overrides apply to the stand-in at its adjusted size: divided by size-adjust, they are Figtree's.
        rules.push(
          [
            "@font-face {",
            `  font-family: "${standIn.family}";`,
            `  src: ${face.local.map((name) => `local("${name}")`).join(", ")};`,
            `  font-weight: ${weight};`,
            `  unicode-range: ${range};`,
            `  size-adjust: ${percent(adjust)};`,
            `  ascent-override: ${percent(target.ascent / adjust)};`,
            `  descent-override: ${percent(target.descent / adjust)};`,
            `  line-gap-override: ${percent(target.lineGap / adjust)};`,
            "}",
          ].join("\n"),
        );
      report.push(`${standIn.family} ${weight}: ${percent(letters)}, space ${percent(space)}, zero ${percent(zero)}`);
    }
  }
  const css = [
    "/* Made by scripts/font-subset.ts (npm run font:subset): edit the script, not this file (decision 054). */",
    "/* Figtree, OFL 1.1: the Latin characters of pt, en and es, weights 400–700, one variable file. Italic is the",
    "   browser's slant of it. */",
    "@font-face {",
    '  font-family: "Figtree";',
    '  src: url("./fonts/figtree.woff2") format("woff2");',
    `  font-weight: ${TEXT_WEIGHTS[0]} ${TEXT_WEIGHTS[1]};`,
    "  font-display: swap;",
    "}",
    "/* Stand-ins until it arrives: system faces scaled to take the room Figtree's text takes, from the widths of the",
    "   site's text (locales and content) shaped in each font file, with Figtree's vertical metrics; space, zero apart. */",
    ...rules,
    "",
  ].join("\n");
  fs.writeFileSync(CSS_FILE, css);
  console.log(`${path.relative(ROOT, FONT_FILE)}: ${subset.length} bytes\n${report.join("\n")}`);
}

await main();
