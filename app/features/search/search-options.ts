import type { Options, SearchOptions } from "minisearch";

/** One searchable page part: a docs section or a blog article, in one language. */
export interface SearchDocument {
  id: number;
  kind: "docs" | "blog";
  url: string;
  title: string;
  /** Short text shown under the title: the section summary or the article subtitle. */
  excerpt: string;
  /** Where the hit lives: the tutorial's title or the blog's name. */
  context: string;
  text: string;
}

export type StoredFields = Pick<SearchDocument, "kind" | "url" | "title" | "excerpt" | "context">;

/** What /search-index.json answers: the serialized index plus what the empty dialog shows. */
export interface SearchIndexPayload {
  lang: string;
  counts: { docs: number; blog: number };
  suggestions: Array<{ title: string; url: string }>;
  index: unknown;
}

/** Lower case without accents, so "configuracao" finds "configuração" and the other way round. */
export function foldTerm(term: string): string {
  return term.normalize("NFD").replace(/[\u0300-\u036f]/g, "").toLowerCase();
}

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
