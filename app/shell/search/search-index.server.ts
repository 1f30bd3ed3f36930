import crypto from "node:crypto";
import MiniSearch from "minisearch";
import content from "virtual:content";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { articles, article } from "~/content/blog-content.server";
import { docsSearchDocuments } from "~/content/docs-content.server";
import { eventDocuments } from "./event-documents.server";
import {
  htmlToText,
  INDEX_OPTIONS,
  SEARCH_KINDS,
  type SearchDocument,
  type SearchIndexPayload,
} from "./search-options";
import { aboutDocuments, caseAndLegalDocuments, planDocuments } from "./site-documents.server";

interface Built {
  body: string;
  etag: string;
  /** The day's registration and ended statuses the index was built with. */
  signature: string;
}

/** Built once per language, content version and day's statuses (the content module is replaced when content changes in dev). */
const cache = new WeakMap<object, Built>();

type Document = Omit<SearchDocument, "id">;

/** The pages that do not change with the day: docs, blog, plans and FAQ, showcase, about and legal. */
function stableDocuments(lang: Language): Document[] {
  const docs = docsSearchDocuments(lang).map((section): Document => ({
    kind: "docs",
    url: section.url,
    title: section.header,
    excerpt: section.summary,
    context: section.context,
    text: htmlToText(section.html),
  }));
  const blogName = translate(lang, "article", "blog.title");
  const blog = articles(lang).map((summary): Document => ({
    kind: "blog",
    url: `/article/${summary.slug}`,
    title: summary.title,
    excerpt: summary.subtitle,
    context: blogName,
    text: htmlToText(article(lang, summary.slug)?.html ?? ""),
  }));
  return [...docs, ...blog, ...planDocuments(lang), ...caseAndLegalDocuments(lang), ...aboutDocuments(lang)];
}

/** Every page kind of one language at `now`, numbered for the index. */
export function searchDocuments(lang: Language, now: Date): SearchDocument[] {
  return [...eventDocuments(lang, now), ...stableDocuments(lang)].map((document, id) => ({ id, ...document }));
}

function build(lang: Language, now: Date, signature: string): Built {
  const documents = searchDocuments(lang, now);
  const index = new MiniSearch<SearchDocument>(INDEX_OPTIONS);
  index.addAll(documents);
  const counts = Object.fromEntries(
    SEARCH_KINDS.map((kind) => [kind, documents.filter((document) => document.kind === kind).length]),
  );
  const payload: SearchIndexPayload = {
    lang,
    counts: { ...(counts as Record<(typeof SEARCH_KINDS)[number], number>), total: documents.length },
    suggestions: documents.filter((document) => document.kind === "docs").map(({ title, url }) => ({ title, url })),
    index: index.toJSON(),
  };
  const body = JSON.stringify(payload);
  const etag = `"${crypto.createHash("sha1").update(body).digest("base64url").slice(0, 20)}"`;
  return { body, etag, signature };
}

/** The serialized index of one language at `now`, with an ETag; rebuilt when a course opens or closes or an event ends. */
export function searchIndexFor(lang: Language, now: Date): Built {
  const key = content.docs[lang];
  const signature = eventDocuments(lang, now)
    .map((document) => document.context)
    .join("|");
  const cached = cache.get(key);
  if (cached?.signature === signature) return cached;
  const built = build(lang, now, signature);
  cache.set(key, built);
  return built;
}
