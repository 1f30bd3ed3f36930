import { COLLECTIONS } from "./collections/index";
import { loadPlans } from "./collections/plans";
import type { z } from "zod";
import {
  checkInternalLinks,
  loadCollection,
  CONTENT_LANGUAGES,
  type CollectionDefinition,
  type ContentLanguage,
  type LoadedCollection,
} from "./pipeline";
import { gitChangeDates } from "./last-updated";
import { SITE_PATHS } from "./site-paths";
import { contentRoot } from "./site-root";

type Collections = typeof COLLECTIONS;
export type LoadedContent = { [K in keyof Collections]: LoadedCollection<Collections[K]["schema"]> };

/**
 * Loads and checks every collection (or the ones given, for tests); the build fails on the first
 * problem, naming its file.
 */
export function loadContent(
  root = contentRoot(),
  collections: Partial<Record<string, CollectionDefinition<z.ZodType>>> = COLLECTIONS,
) {
  const definitions = Object.entries(collections) as Array<[string, CollectionDefinition<z.ZodType>]>;
  const dates = gitChangeDates(root);
  const loaded = Object.fromEntries(
    definitions.map(([name, definition]) => [name, loadCollection(root, definition, dates)]),
  ) as unknown as LoadedContent;
  const pages: ContentPage[] = definitions.flatMap(([name, definition]) => {
    const collection = loaded[name as keyof Collections] as LoadedCollection<z.ZodType>;
    return definition.pathOf
      ? collection[CONTENT_LANGUAGES[0]].map((entry) => ({
          path: definition.pathOf!(entry.slug),
          languages: CONTENT_LANGUAGES.filter((lang) =>
            collection[lang].some((other) => other.slug === entry.slug && !other.untranslated),
          ),
        }))
      : [];
  });
  checkInternalLinks(root, loaded, new Set<string>([...SITE_PATHS, ...pages.map((page) => page.path)]));
  if (collections === COLLECTIONS) loadPlans(root);
  return { ...loaded, pages, lastmod: lastChangeByPath(definitions, loaded) };
}

/** An entry page's last change in any of its languages (one address serves them all): the sitemap's lastmod. */
function lastChangeByPath(
  definitions: Array<[string, CollectionDefinition<z.ZodType>]>,
  loaded: LoadedContent,
): Record<string, string> {
  const lastmod: Record<string, string> = {};
  for (const [name, definition] of definitions) {
    if (!definition.pathOf) continue;
    for (const lang of CONTENT_LANGUAGES) {
      for (const entry of loaded[name as keyof Collections][lang]) {
        const path = definition.pathOf(entry.slug);
        if (entry.lastUpdated && !(lastmod[path]! >= entry.lastUpdated)) lastmod[path] = entry.lastUpdated;
      }
    }
  }
  return lastmod;
}

/** A page of a content entry and the languages it is written in (an untranslated one stays out of hreflang and the sitemap). */
export interface ContentPage {
  path: string;
  languages: ContentLanguage[];
}

export type Content = ReturnType<typeof loadContent>;
