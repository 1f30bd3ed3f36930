import crypto from "node:crypto";
import MiniSearch from "minisearch";
import content from "virtual:content";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { articles, article } from "~/lib/content.server";
import { docsSearchDocuments } from "~/lib/docs-content.server";
import { htmlToText, INDEX_OPTIONS, type SearchDocument, type SearchIndexPayload } from "./search-options";

interface Built {
  body: string;
  etag: string;
}

/** Built once per language and content version (the content module is replaced when content changes in dev). */
const cache = new WeakMap<object, Built>();

export function searchDocuments(lang: Language): SearchDocument[] {
  const docs = docsSearchDocuments(lang).map((section) => ({
    kind: "docs" as const,
    url: section.url,
    title: section.header,
    excerpt: section.summary,
    context: section.context,
    text: htmlToText(section.html),
  }));
  const blogName = translate(lang, "article", "blog.title");
  const blog = articles(lang).map((summary) => ({
    kind: "blog" as const,
    url: `/article/${summary.slug}`,
    title: summary.title,
    excerpt: summary.subtitle,
    context: blogName,
    text: htmlToText(article(lang, summary.slug)?.html ?? ""),
  }));
  return [...docs, ...blog].map((document, id) => ({ id, ...document }));
}

function build(lang: Language): Built {
  const documents = searchDocuments(lang);
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  const payload: SearchIndexPayload = {
    lang,
    counts: {
      docs: documents.filter((document) => document.kind === "docs").length,
      blog: documents.filter((document) => document.kind === "blog").length,
    },
    suggestions: documents.filter((document) => document.kind === "docs").map(({ title, url }) => ({ title, url })),
    index: index.toJSON(),
  };
  const body = JSON.stringify(payload);
  const etag = `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
  return { body, etag };
}

/** The serialized index of one language, with an ETag; cached per language. */
export function searchIndexFor(lang: Language): Built {
  const key = content.docs[lang];
  const cached = cache.get(key);
  if (cached) return cached;
  const built = build(lang);
  cache.set(key, built);
  return built;
}
