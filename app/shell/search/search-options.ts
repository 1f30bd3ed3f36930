import { foldWord } from "~/lib/found-words";
import type { Options, SearchOptions } from "minisearch";

/** Every kind of page the search covers, in the order the results list their groups when scores tie. */
export const SEARCH_KINDS = [
  "courses",
  "events",
  "plans",
  "faq",
  "docs",
  "blog",
  "showcase",
  "about",
  "legal",
] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** One searchable page or page part, in one language. */
export interface SearchDocument {
  id: number;
  kind: SearchKind;
  url: string;
  title: string;
  /** Short text shown under the title: the section summary, the article subtitle, the page's description. */
  excerpt: string;
  /** Where the hit lives: the tutorial's title, the blog's name, a course's registration status. */
  context: string;
  text: string;
}

export type StoredFields = Pick<SearchDocument, "kind" | "url" | "title" | "excerpt" | "context">;

/** What /search-index.json answers: the serialized index plus what the empty dialog shows. */
export interface SearchIndexPayload {
  lang: string;
  counts: Record<SearchKind, number> & { total: number };
  suggestions: Array<{ title: string; url: string }>;
  index: unknown;
}

/** Lower case without accents, so "configuracao" finds "configuração" and the other way round. */
export const foldTerm = foldWord;

const processTerm = (term: string) => {
  const folded = foldTerm(term);
  return folded.length > 1 ? folded : null;
};

/** The same options build the index on the server and load it in the browser (MiniSearch requires it). */
export const INDEX_OPTIONS: Options<SearchDocument> = {
  fields: ["title", "excerpt", "text"],
  storeFields: ["kind", "url", "title", "excerpt", "context"],
  processTerm,
};

export const QUERY_OPTIONS: SearchOptions = {
  boost: { title: 3, excerpt: 1.5 },
  prefix: (term) => term.length >= 2,
  fuzzy: (term) => (term.length > 4 ? 0.15 : false),
  combineWith: "AND",
};

/** Plain text of sanitized content HTML, for indexing. */
export function htmlToText(html: string): string {
  return html
    .replace(/<[^>]+>/g, " ")
    .replace(/&(#\d+|#x[0-9a-f]+|[a-z]+);/gi, (entity, name: string) => {
      const named: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };
      if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
      if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
      return named[name.toLowerCase()] ?? entity;
    })
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Results grouped by kind: the groups in the order of their best result, each keeping the score
 * order, so the first result of the first group is the best match (what Enter opens).
 */
export function groupByKind<T extends { kind: SearchKind }>(
  ranked: readonly T[],
): Array<{ kind: SearchKind; items: T[] }> {
  const groups: Array<{ kind: SearchKind; items: T[] }> = [];
  for (const item of ranked) {
    const group = groups.find((candidate) => candidate.kind === item.kind);
    if (group) group.items.push(item);
    else groups.push({ kind: item.kind, items: [item] });
  }
  return groups;
}
