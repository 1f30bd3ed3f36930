import MiniSearch from "minisearch";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/i18n/languages";
import {
  groupByKind,
  INDEX_OPTIONS,
  QUERY_OPTIONS,
  SEARCH_KINDS,
  type SearchDocument,
  type StoredFields,
} from "./search-options";
import { searchDocuments, searchIndexFor } from "./search-index.server";

/** Before the ESP32 course's registration closes (2027-03-04) and after the Dec 2026 webinar. */
const NOW = new Date("2026-12-15T12:00:00-03:00");

function searcher(lang: Language, now = NOW) {
  const index = MiniSearch.loadJSON<SearchDocument>(
    JSON.stringify(JSON.parse(searchIndexFor(lang, now).body).index),
    INDEX_OPTIONS,
  );
  return (query: string) => index.search(query, QUERY_OPTIONS).map((result) => result as unknown as StoredFields);
}

describe.each(LANGUAGES)("site search index (%s)", (lang) => {
  const documents = searchDocuments(lang, NOW);

  it("holds every page kind, and every page of the site's fixed routes", () => {
    for (const kind of SEARCH_KINDS)
      expect(documents.filter((document) => document.kind === kind).length, kind).toBeGreaterThan(0);
    const urls = new Set(documents.map((document) => document.url.split("#")[0]));
    for (const path of [
      "/price",
      "/about",
      "/about/team",
      "/about/commercial",
      "/about/contact",
      "/politica-de-privacidade",
      "/termos-do-serviço",
      "/curso-esp32",
      "/showcase/gym",
    ]) {
      expect(urls, path).toContain(path);
    }
  });

  it("gives every document a title and some words, and no two the same kind and address", () => {
    for (const document of documents)
      expect(
        document.title.trim() && (document.text.trim() || document.excerpt.trim()),
        `${document.kind} ${document.url}`,
      ).toBeTruthy();
    const keys = documents.map((document) => `${document.kind} ${document.url}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it("says of each course what its page says: open or closed at the given day", () => {
    const esp32 = documents.find((document) => document.url === "/curso-esp32")!;
    const backend = documents.find((document) => document.url === "/curso-backend")!;
    expect(esp32.context).not.toBe(backend.context);
    const later = searchDocuments(lang, new Date("2027-03-10T12:00:00-03:00")).find(
      (document) => document.url === "/curso-esp32",
    )!;
    expect(later.context).toBe(backend.context);
  });
});

describe("site search queries", () => {
  it("finds the plans by 'planos' and 'preço', with or without the accent", () => {
    const search = searcher("pt");
    for (const query of ["planos", "preço", "preco"])
      expect(
        search(query)
          .slice(0, 3)
          .map((hit) => hit.url),
        query,
      ).toContain("/price");
  });

  it("finds courses by 'curso' and the gym case by 'academia'", () => {
    const search = searcher("pt");
    expect(
      search("curso")
        .slice(0, 5)
        .map((hit) => hit.kind),
    ).toContain("courses");
    expect(
      search("academia")
        .slice(0, 3)
        .map((hit) => hit.url),
    ).toContain("/showcase/gym");
  });

  it("finds the open ESP32 course in every language", () => {
    for (const lang of LANGUAGES)
      expect(
        searcher(lang)("ESP32").map((hit) => hit.url),
        lang,
      ).toContain("/curso-esp32");
  });

  it("groups results by kind, best group first, and keeps the best match first", () => {
    const ranked = [
      { kind: "plans" as const, n: 1 },
      { kind: "faq" as const, n: 2 },
      { kind: "plans" as const, n: 3 },
    ];
    expect(groupByKind(ranked).map((group) => [group.kind, group.items.map((item) => item.n)])).toEqual([
      ["plans", [1, 3]],
      ["faq", [2]],
    ]);
  });
});
