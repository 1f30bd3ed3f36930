import path from "node:path";
import { COLLECTIONS } from "./collections/index";
import type { z } from "zod";
import {
  checkInternalLinks,
  loadCollection,
  CONTENT_LANGUAGES,
  type CollectionDefinition,
  type LoadedCollection,
} from "./pipeline";
import { SITE_PATHS } from "./site-paths";

type Collections = typeof COLLECTIONS;
export type LoadedContent = { [K in keyof Collections]: LoadedCollection<Collections[K]["schema"]> };

/**
 * Loads and checks every collection (or the ones given, for tests); the build fails on the first
 * problem, naming its file.
 */
export function loadContent(
  root = path.resolve(process.env.CONTENT_DIR ?? "content"),
  collections: Partial<Record<string, CollectionDefinition<z.ZodType>>> = COLLECTIONS,
) {
  const definitions = Object.entries(collections) as Array<[string, CollectionDefinition<z.ZodType>]>;
  const loaded = Object.fromEntries(
    definitions.map(([name, definition]) => [name, loadCollection(root, definition)]),
  ) as unknown as LoadedContent;
  const paths = definitions.flatMap(([name, definition]) =>
    definition.pathOf
      ? loaded[name as keyof Collections][CONTENT_LANGUAGES[0]].map((entry) => definition.pathOf!(entry.slug))
      : [],
  );
  checkInternalLinks(root, loaded, new Set<string>([...SITE_PATHS, ...paths]));
  return { ...loaded, paths };
}

export type Content = ReturnType<typeof loadContent>;
