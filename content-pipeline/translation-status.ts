import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { EDITOR_COLLECTIONS, sharedFieldsOf } from "./decap-config";
import { parseEntryFile, sourceHash, translatableText, TRANSLATED_FROM, type EntryData } from "./entry-file";
import { CONTENT_LANGUAGES, isUntranslatedCopy, type ContentLanguage } from "./pipeline";
import { contentRoot } from "./site-root";

/**
 * Per entry and language, whether the translation is there and follows its Portuguese source (issue 70). Each
 * file's time is the last change of its own text (lastOwnChanges: a commit, or uncommitted work); then
 * - a translation whose text changed after its source's is done;
 * - else, where the editor recorded the Portuguese text the translation was last saved against (`translatedFrom`,
 *   the source hash), it is outdated when the Portuguese text is no longer that one;
 * - else it is outdated when the source's text changed after it; both uncommitted (or no git), by modification time.
 * The editor writes a language's file only when that language changed (server/admin/editor/entry-format.ts).
 */

export type TranslationState = "done" | "missing" | "outdated";
export type TranslatedLanguage = Exclude<ContentLanguage, "pt">;
export const TRANSLATED_LANGUAGES = CONTENT_LANGUAGES.filter((lang): lang is TranslatedLanguage => lang !== "pt");

export interface EntryStatus {
  collection: string;
  slug: string;
  states: Record<TranslatedLanguage, TranslationState>;
}

function git(root: string, args: string[], input?: string): Buffer | null {
  try {
    return execFileSync("git", args, { cwd: root, input, stdio: ["pipe", "pipe", "ignore"], maxBuffer: 1 << 28 });
  } catch {
    return null;
  }
}

/** A file's last change of its own text: how many commits ago (0 = the newest), or not committed yet. */
type LastChange = { commitsAgo: number } | { uncommitted: true };

/** The files' versions in the given commits (`<commit>:<path>`), in one `git cat-file --batch`; null where absent. */
function versionsAt(root: string, objects: string[]): Array<string | null> {
  if (objects.length === 0) return [];
  const out = git(root, ["cat-file", "--batch"], `${objects.join("\n")}\n`);
  const versions: Array<string | null> = [];
  let at = 0;
  while (out && at < out.length && versions.length < objects.length) {
    const headerEnd = out.indexOf(10, at);
    const header = out.subarray(at, headerEnd).toString("utf8");
    const size = / (\d+)$/.exec(header)?.[1];
    if (header.endsWith(" missing") || size === undefined) {
      versions.push(null);
      at = headerEnd + 1;
    } else {
      versions.push(out.subarray(headerEnd + 1, headerEnd + 1 + Number(size)).toString("utf8"));
      at = headerEnd + 2 + Number(size);
    }
  }
  return versions;
}

/**
 * Where each file's own text last changed: the newest commit (or the uncommitted state) in which its
 * translatable text differs from the version before; a commit that touched only what the languages share (tags,
 * a date, copied in by the editor) does not count. Outside git, every file counts as uncommitted.
 */
function lastOwnChanges(root: string, files: Array<{ file: string; textOf: (data: EntryData) => string }>) {
  const history = new Map<string, string[]>();
  const log = git(root, ["log", "--format=@%H", "--name-only", "--relative", "--", "."])?.toString("utf8");
  const commits: string[] = [];
  for (const line of log?.split("\n") ?? []) {
    if (line.startsWith("@")) commits.push(line.slice(1));
    else if (line) history.set(line, [...(history.get(line) ?? []), commits.at(-1)!]);
  }
  const dirty = new Set(
    (git(root, ["ls-files", "--modified", "--others", "--exclude-standard", "--", "."])?.toString("utf8") ?? "").split(
      "\n",
    ),
  );
  const changes = new Map<string, LastChange>();
  // Each file's versions, newest first: the working copy where it has uncommitted changes, then its commits.
  const pending = files.map(({ file, textOf }) => ({
    file,
    textOf,
    versions: [...(dirty.has(file) ? ["working"] : []), ...(history.get(file) ?? [])],
    at: 0,
  }));
  for (const entry of pending)
    if (log === undefined || (entry.versions[0] === "working" && entry.versions.length === 1))
      changes.set(entry.file, { uncommitted: true });
  let open = pending.filter((entry) => !changes.has(entry.file));
  while (open.length > 0) {
    const pairs = open.map((entry) => [entry.versions[entry.at]!, entry.versions[entry.at + 1]] as const);
    const objects = pairs.flatMap(([newer, older], index) => [
      newer === "working" ? null : `${newer}:./${open[index]!.file}`,
      older ? `${older}:./${open[index]!.file}` : null,
    ]);
    const contents = versionsAt(
      root,
      objects.filter((object): object is string => object !== null),
    );
    let next = 0;
    const read = objects.map((object) => (object === null ? null : contents[next++]));
    open = open.filter((entry, index) => {
      const [newer, older] = pairs[index]!;
      const textAt = (raw: string | null | undefined, version: string) =>
        entry.textOf(
          parseEntryFile(version === "working" ? fs.readFileSync(path.join(root, entry.file), "utf8") : (raw ?? "")) ??
            {},
        );
      const changed = older === undefined || textAt(read[index * 2], newer) !== textAt(read[index * 2 + 1], older);
      if (!changed) {
        entry.at += 1;
        return true;
      }
      changes.set(entry.file, newer === "working" ? { uncommitted: true } : { commitsAgo: commits.indexOf(newer) });
      return false;
    });
  }
  return (file: string): LastChange => changes.get(file) ?? { uncommitted: true };
}

/** > 0 when a changed after b, < 0 before, 0 in the same commit; null when both are uncommitted. */
function order(a: LastChange, b: LastChange): number | null {
  if ("uncommitted" in a) return "uncommitted" in b ? null : 1;
  if ("uncommitted" in b) return -1;
  return b.commitsAgo - a.commitsAgo;
}

const slugsIn = (dir: string) =>
  fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((file) => file.endsWith(".md"))
        .map((file) => file.slice(0, -3))
    : [];

const dataOf = (file: string) => parseEntryFile(fs.readFileSync(file, "utf8")) ?? {};

/** Every entry of every collection the editor knows, with the state of its en and es versions. */
export async function translationStatus(root = contentRoot()): Promise<EntryStatus[]> {
  const entries = EDITOR_COLLECTIONS.flatMap((collection) =>
    slugsIn(path.join(root, collection.definition.name, "pt"))
      .sort()
      .map((slug) => {
        const shared = sharedFieldsOf(collection);
        const fileIn = (lang: ContentLanguage) => path.join(collection.definition.name, lang, `${slug}.md`);
        return { collection, slug, fileIn, textOf: (data: EntryData) => translatableText(data, shared) };
      }),
  );
  const lastChangeOf = lastOwnChanges(
    root,
    entries.flatMap(({ fileIn, textOf }) =>
      CONTENT_LANGUAGES.map((lang) => ({ file: fileIn(lang), textOf })).filter(({ file }) =>
        fs.existsSync(path.join(root, file)),
      ),
    ),
  );
  return Promise.all(
    entries.map(async ({ collection, slug, fileIn, textOf }) => {
      const source = fileIn("pt");
      const hash = await sourceHash(textOf(dataOf(path.join(root, source))));
      const stateIn = (lang: TranslatedLanguage): TranslationState => {
        const file = path.join(root, fileIn(lang));
        if (!fs.existsSync(file) || isUntranslatedCopy(file, collection.definition)) return "missing";
        const changed = order(lastChangeOf(fileIn(lang)), lastChangeOf(source));
        if (changed !== null && changed > 0) return "done";
        const followed = dataOf(file)[TRANSLATED_FROM];
        if (typeof followed === "string") return followed === hash ? "done" : "outdated";
        const after = changed ?? fs.statSync(file).mtimeMs - fs.statSync(path.join(root, source)).mtimeMs;
        return after < 0 ? "outdated" : "done";
      };
      return {
        collection: collection.name,
        slug,
        states: Object.fromEntries(TRANSLATED_LANGUAGES.map((lang) => [lang, stateIn(lang)])) as EntryStatus["states"],
      };
    }),
  );
}

/** The entries that need work (a language missing or outdated). */
export const pendingTranslations = (status: EntryStatus[]) =>
  status.filter((entry) => Object.values(entry.states).some((state) => state !== "done"));
