import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { EDITOR_COLLECTIONS } from "./decap-config";
import { CONTENT_LANGUAGES, isUntranslatedCopy, type ContentLanguage } from "./pipeline";
import { contentRoot } from "./site-root";

/**
 * Per entry and language, whether the translation is there and follows its Portuguese source, as
 * Lunaria does: a translation is outdated when the pt file changed after it. A file's time is its
 * last commit, or its modification time while it has changes not yet committed (the local editor
 * writes files without committing); outside a git checkout every file counts by its modification time.
 */

export type TranslationState = "done" | "missing" | "outdated";
export type TranslatedLanguage = Exclude<ContentLanguage, "pt">;
export const TRANSLATED_LANGUAGES = CONTENT_LANGUAGES.filter((lang): lang is TranslatedLanguage => lang !== "pt");

export interface EntryStatus {
  collection: string;
  slug: string;
  states: Record<TranslatedLanguage, TranslationState>;
}

function git(root: string, args: string[]): string | null {
  try {
    return execFileSync("git", args, { cwd: root, encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] });
  } catch {
    return null;
  }
}

/** Seconds since the epoch of each file's last change under root, keyed by its path relative to root. */
function changeTimes(root: string): (file: string) => number {
  const committed = new Map<string, number>();
  const log = git(root, ["log", "--format=@%ct", "--name-only", "--relative", "--", "."]);
  let time = 0;
  for (const line of log?.split("\n") ?? []) {
    if (line.startsWith("@")) time = Number(line.slice(1));
    else if (line && !committed.has(line)) committed.set(line, time);
  }
  const dirty = new Set(
    (git(root, ["ls-files", "--modified", "--others", "--exclude-standard", "--", "."]) ?? "").split("\n"),
  );
  return (file) => {
    const seen = log !== null && !dirty.has(file) ? committed.get(file) : undefined;
    return seen ?? fs.statSync(path.join(root, file)).mtimeMs / 1000;
  };
}

const slugsIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(".md"))
        .map((file) => file.slice(0, -3))
    : [];

/** Every entry of every collection the editor knows, with the state of its en and es versions. */
export function translationStatus(root = contentRoot()): EntryStatus[] {
  const timeOf = changeTimes(root);
  return EDITOR_COLLECTIONS.flatMap(({ name, definition }) =>
    slugsIn(path.join(root, definition.name, "pt"))
      .sort()
      .map((slug) => {
        const fileIn = (lang: ContentLanguage) => path.join(definition.name, lang, `${slug}.md`);
        const source = timeOf(fileIn("pt"));
        const stateIn = (lang: TranslatedLanguage): TranslationState => {
          const file = path.join(root, fileIn(lang));
          if (!fs.existsSync(file) || isUntranslatedCopy(file, definition)) return "missing";
          return timeOf(fileIn(lang)) < source ? "outdated" : "done";
        };
        return {
          collection: name,
          slug,
          states: Object.fromEntries(
            TRANSLATED_LANGUAGES.map((lang) => [lang, stateIn(lang)]),
          ) as EntryStatus["states"],
        };
      }),
  );
}

/** The entries that need work (a language missing or outdated). */
export const pendingTranslations = (status: EntryStatus[]) =>
  status.filter((entry) => Object.values(entry.states).some((state) => state !== "done"));
