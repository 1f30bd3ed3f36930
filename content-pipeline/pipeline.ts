import fs from "node:fs";
import path from "node:path";
import { parse as parseYaml } from "yaml";
import type { z } from "zod";
import { TRANSLATED_FROM } from "./entry-file";
import { imageSize } from "./image-size";
import { lastUpdated, type ChangeDates } from "./last-updated";
import { MarkdownImageError, renderMarkdown, type RenderedMarkdown } from "./markdown";

export const CONTENT_LANGUAGES = ["pt", "en", "es"] as const;
export type ContentLanguage = (typeof CONTENT_LANGUAGES)[number];

export class ContentError extends Error {}

export interface CollectionDefinition<S extends z.ZodType> {
  /** Folder under the content root: content/<name>/<lang>/<slug>.md */
  name: string;
  schema: S;
  /** How the collection's pages are addressed (link check, sitemap); absent when entries have no page of their own. */
  pathOf?: (slug: string) => string;
  /** Fields that must be identical across the languages of one entry. */
  sharedFields: ReadonlyArray<keyof z.infer<S> & string>;
  /**
   * An entry may be published in Portuguese first: a language without its file then gets the pt entry,
   * marked `untranslated`, which its page shows with a notice and leaves out of hreflang and the sitemap.
   */
  publishBeforeTranslation?: boolean;
}

export type Entry<S extends z.ZodType> = z.infer<S> &
  RenderedMarkdown & {
    slug: string;
    /** The pt entry standing in for a translation not written yet (publishBeforeTranslation). */
    untranslated?: true;
    /** YYYY-MM-DD of the file's last change (git, else front matter `updated` or `published`): page and sitemap. */
    lastUpdated?: string;
  };
export type LoadedCollection<S extends z.ZodType> = Record<ContentLanguage, Array<Entry<S>>>;

const FRONT_MATTER = /^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/;

/** Reads one collection in every language; any problem throws a ContentError naming the file. */
export function loadCollection<S extends z.ZodType>(
  root: string,
  definition: CollectionDefinition<S>,
  dates: ChangeDates | null = null,
): LoadedCollection<S> {
  const result = {} as LoadedCollection<S>;
  for (const lang of CONTENT_LANGUAGES) {
    const dir = path.join(root, definition.name, lang);
    if (!fs.existsSync(dir)) throw new ContentError(`${relative(dir)}: missing folder`);
    result[lang] = fs
      .readdirSync(dir)
      .filter((file) => file.endsWith(".md"))
      .filter((file) => lang === CONTENT_LANGUAGES[0] || !isUntranslatedCopy(path.join(dir, file), definition))
      .sort()
      .map((file) => loadEntry(path.join(dir, file), definition, path.join(path.dirname(root), "public"), dates));
  }
  checkSameEntriesEverywhere(root, definition, result);
  return result;
}

/**
 * A translation not started: the file the editor writes for a language left empty, holding only the fields it
 * copies from Portuguese (the shared ones and the slug) and no body. Counts as missing where the collection
 * publishes in Portuguese first; elsewhere it fails the schema like any incomplete file.
 */
export function isUntranslatedCopy<S extends z.ZodType>(file: string, definition: CollectionDefinition<S>): boolean {
  if (!definition.publishBeforeTranslation || !fs.existsSync(file)) return false;
  const match = FRONT_MATTER.exec(fs.readFileSync(file, "utf8"));
  if (!match || match[2]!.trim() !== "") return false;
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch {
    return false;
  }
  const copied = new Set<string>([...definition.sharedFields, "slug"]);
  return typeof data === "object" && data !== null && Object.keys(data).every((key) => copied.has(key));
}

function loadEntry<S extends z.ZodType>(
  file: string,
  definition: CollectionDefinition<S>,
  publicDir: string,
  dates: ChangeDates | null,
): Entry<S> {
  const source = fs.readFileSync(file, "utf8");
  const match = FRONT_MATTER.exec(source);
  if (!match) throw new ContentError(`${relative(file)}: no front matter (--- … ---) at the top`);
  let data: unknown;
  try {
    data = parseYaml(match[1]!);
  } catch (error) {
    throw new ContentError(`${relative(file)}: front matter is not valid YAML: ${(error as Error).message}`);
  }
  // The editor's record of the Portuguese text a translation follows is the translation status's, not the page's.
  if (data && typeof data === "object") delete (data as Record<string, unknown>)[TRANSLATED_FROM];
  const parsed = definition.schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new ContentError(`${relative(file)}: ${issue.path.join(".") || "front matter"}: ${issue.message}`);
  }
  const entry = parsed.data as z.infer<S> & { slug?: string };
  const slug = path.basename(file, ".md");
  if (entry.slug !== undefined && entry.slug !== slug) {
    throw new ContentError(`${relative(file)}: slug "${entry.slug}" does not match the file name`);
  }
  // Body images come from public/ (the editor uploads to public/images/<collection>/).
  const sizeOf = (src: string) =>
    /^\/(images|illustrations)\//.test(src) ? imageSize(path.join(publicDir, src)) : null;
  let rendered: RenderedMarkdown;
  try {
    rendered = renderMarkdown(match[2]!.trim(), sizeOf);
  } catch (error) {
    if (error instanceof MarkdownImageError) throw new ContentError(`${relative(file)}: ${error.message}`);
    throw error;
  }
  const seen = new Set<string>();
  for (const heading of rendered.headings) {
    if (seen.has(heading.id)) throw new ContentError(`${relative(file)}: duplicate heading id "${heading.id}"`);
    seen.add(heading.id);
  }
  return { ...entry, ...rendered, slug, lastUpdated: lastUpdated(file, entry, dates) };
}

function checkSameEntriesEverywhere<S extends z.ZodType>(
  root: string,
  definition: CollectionDefinition<S>,
  loaded: LoadedCollection<S>,
) {
  const [first, ...others] = CONTENT_LANGUAGES;
  const reference = new Map(loaded[first].map((entry) => [entry.slug, entry]));
  for (const lang of others) {
    const slugs = new Set(loaded[lang].map((entry) => entry.slug));
    const untranslated: Array<Entry<S>> = [];
    for (const [slug, original] of reference) {
      if (slugs.has(slug)) continue;
      if (definition.publishBeforeTranslation) untranslated.push({ ...original, untranslated: true });
      else
        throw new ContentError(
          `${relative(path.join(root, definition.name, lang, `${slug}.md`))}: missing (exists in ${first})`,
        );
    }
    for (const entry of loaded[lang]) {
      const original = reference.get(entry.slug);
      const file = relative(path.join(root, definition.name, lang, `${entry.slug}.md`));
      if (!original) throw new ContentError(`${file}: has no ${first} version`);
      for (const field of definition.sharedFields) {
        if (JSON.stringify(entry[field]) !== JSON.stringify(original[field])) {
          throw new ContentError(`${file}: ${field} differs from the ${first} version`);
        }
      }
    }
    loaded[lang] = [...loaded[lang], ...untranslated].sort((a, b) => a.slug.localeCompare(b.slug));
  }
}

/** Every internal link of every entry must lead to a known page or to an entry of a collection. */
export function checkInternalLinks(
  root: string,
  collections: Record<string, LoadedCollection<z.ZodType>>,
  knownPaths: ReadonlySet<string>,
) {
  for (const [name, loaded] of Object.entries(collections)) {
    for (const lang of CONTENT_LANGUAGES) {
      for (const entry of loaded[lang]) {
        for (const link of entry.links) {
          if (!link.startsWith("/")) continue;
          const target = link
            .split("#")[0]!
            .split("?")[0]!
            .replace(/(.)\/$/, "$1");
          if (!knownPaths.has(target)) {
            throw new ContentError(
              `${relative(path.join(root, name, lang, `${entry.slug}.md`))}: broken internal link ${link}`,
            );
          }
        }
      }
    }
  }
}

const relative = (file: string) => path.relative(process.cwd(), file);
