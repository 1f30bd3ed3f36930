import fs from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "./site-root";

/** Code, link targets, {{placeholders}}, tags and addresses in a line of copy: not words the site says. */
export const NOT_PROSE = /`[^`]*`|\]\([^)]*\)|\{\{[^}]*\}\}|<[^>]*>|https?:\/\/\S+/g;

/** Where the words of one language live: the translation files and the Markdown content. */
const CONTENT_KINDS = ["blog", "events", "events/landings", "showcase", "docs", "legal", "news"];

export interface CopyFile {
  file: string;
  text: string;
}

/** Every translation file and content file of one language, as text (for checks of the copy across the site). */
export function siteCopy(lang: string, root = SITE_ROOT): CopyFile[] {
  const read = (folder: string, ext: string) =>
    fs.existsSync(folder)
      ? fs
          .readdirSync(folder)
          .filter((name) => name.endsWith(ext))
          .map((name) => ({
            file: path.relative(root, path.join(folder, name)),
            text: fs.readFileSync(path.join(folder, name), "utf8"),
          }))
      : [];
  return [
    ...read(path.join(root, "app/locales", lang), ".json"),
    ...CONTENT_KINDS.flatMap((kind) => read(path.join(root, "content", kind, lang), ".md")),
  ];
}

/** The lines of the copy, minus front-matter fields that hold ids, paths or slugs rather than words. */
export function copyLines(files: readonly CopyFile[]): Array<{ file: string; line: string }> {
  const technical =
    /^\s*(slug|img|page|kind|category|formId|src|tags|group|id|articleBanner|baseCardBanner|hoverCardBanner|width|height|startTime|endTime):/;
  return files.flatMap(({ file, text }) =>
    text
      .split("\n")
      .filter((line) => !technical.test(line))
      .map((line) => ({ file, line })),
  );
}
