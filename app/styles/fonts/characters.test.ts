import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as hb from "harfbuzzjs";
import fontverter from "fontverter";
import { describe, expect, it } from "vitest";
import { TEXT_CHARACTERS, TEXT_WEIGHTS } from "./characters";

const FONT = new URL("./figtree.woff2", import.meta.url);
/** Outside the text face on purpose: drawn by the next face of the stack (decision 054). */
const DRAWN_BY_THE_NEXT_FACE = new Set(["→", "≈"]);

function textFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) return textFiles(file);
    return /\.(json|md|ya?ml)$/.test(entry.name) ? [file] : [];
  });
}

describe("the text face (figtree.woff2, made by scripts/font-subset.ts)", async () => {
  const bytes = fs.readFileSync(FONT);
  const face = new hb.Face(new hb.Blob(await fontverter.convert(bytes, "truetype")));
  const held = new Set([...face.collectUnicodes()].map((code) => String.fromCodePoint(code)));

  it("holds exactly the characters it is made for, over the weights the site draws, in the font budget", () => {
    expect([...held].sort().join("")).toBe([...TEXT_CHARACTERS].sort().join(""));
    const weight = face.getAxisInfos().wght;
    expect([weight?.min, weight?.max]).toEqual([...TEXT_WEIGHTS]);
    expect(bytes.length).toBeLessThanOrEqual(45 * 1024);
  });

  it("draws every character of the locale files and the content, but for the few left to the next face", () => {
    const root = fileURLToPath(new URL("../../..", import.meta.url));
    const missing = new Set<string>();
    for (const file of [...textFiles(path.join(root, "app/locales")), ...textFiles(path.join(root, "content"))])
      for (const character of fs.readFileSync(file, "utf8"))
        if (character >= " " && !held.has(character) && !DRAWN_BY_THE_NEXT_FACE.has(character)) missing.add(character);
    expect([...missing]).toEqual([]);
  });
});
