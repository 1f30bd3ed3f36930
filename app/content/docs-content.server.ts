import content from "virtual:content";
import type { AppLoadContext } from "react-router";
import { readingHtml } from "./reading-html.server";
import { sectionBlocks, sectionBodySize, type DocsBlock, type SectionBodySize } from "./section-blocks";
import type { PageHtml } from "~/lib/page-html";
import { htmlOnce } from "~/loaders/html-once.server";
import type { Language } from "~/i18n/languages";

type SectionEntry = (typeof content.docs.pt)[number];

/** What the tutorial page renders of one section. */
export interface DocsSection {
  url: string;
  header: string;
  blocks: DocsBlock<PageHtml>[];
  /** What its body holds, for its height before it is rendered. */
  size: SectionBodySize;
  /** The section's file (content/docs/<lang>/<slug>.md): its entry in the content editor. */
  slug: string;
  /** YYYY-MM-DD of the file's last change. */
  updated?: string;
}

export interface DocsArticle {
  id: string;
  title: string;
  sections: DocsSection[];
}

const byOrder = (a: SectionEntry, b: SectionEntry) => a.order - b.order;

/**
 * One docs article (spec §3) assembled from its section files, in reading order, with the words a search
 * result was found by (`found`) marked, the first of them with `id="found"`.
 */
export function docsArticle(
  context: AppLoadContext,
  id: string,
  found: readonly string[] = [],
): DocsArticle | undefined {
  const entries = content.docs[context.lang].filter((entry) => entry.article === id).sort(byOrder);
  if (entries.length === 0) return undefined;
  let marks = 0;
  return {
    id,
    title: entries[0]!.articleTitle,
    sections: entries.map((entry) => {
      const shown = readingHtml(entry.html, context.lang, found, marks === 0);
      marks += shown.marks;
      return {
        url: entry.url,
        header: entry.header,
        slug: entry.slug,
        updated: entry.lastUpdated,
        blocks: sectionBlocks(shown.html, entry.media).map((block) =>
          block.kind === "html" ? { kind: "html", html: htmlOnce(context, block.html) } : block,
        ),
        size: sectionBodySize(entry.html, entry.media),
      };
    }),
  };
}

/** Short outline of an article for the docs index: anchors, headings, summaries. */
export function docsOutline(lang: Language, id: string) {
  return content.docs[lang]
    .filter((entry) => entry.article === id)
    .sort(byOrder)
    .map(({ url, header, summary }) => ({ url, header, summary }));
}

/** Every section as a search document: the page address with its anchor, heading and body. */
export function docsSearchDocuments(lang: Language) {
  return [...content.docs[lang]].sort(byOrder).map((entry) => ({
    url: `/docs/${entry.article}#${entry.url}`,
    header: entry.header,
    context: entry.articleTitle,
    summary: entry.summary,
    html: entry.html,
  }));
}
