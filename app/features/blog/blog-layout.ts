import type { ArticleSummary } from "~/content/blog-content.server";

export const CENTER_MAX_ITEMS = 5;
export const RANKED_COUNT = 4;

export type CenterBlock =
  | { kind: "single"; article: ArticleSummary; layout: "banner" | "side" }
  | { kind: "group"; group: string; articles: ArticleSummary[] };

/**
 * Spec §2 "Blog": at most 5 centre items; the first is the big top banner, the others right-banner;
 * items that share a group render together as one multi-item block.
 */
export function centerBlocks(articles: readonly ArticleSummary[]): CenterBlock[] {
  const items = articles.filter((article) => article.column === "center").slice(0, CENTER_MAX_ITEMS);
  const blocks: CenterBlock[] = [];
  for (const [index, article] of items.entries()) {
    const previous = blocks.at(-1);
    if (index > 0 && article.group && previous?.kind === "group" && previous.group === article.group) {
      previous.articles.push(article);
    } else if (index > 0 && article.group) {
      blocks.push({ kind: "group", group: article.group, articles: [article] });
    } else {
      blocks.push({ kind: "single", article, layout: index === 0 ? "banner" : "side" });
    }
  }
  return blocks;
}

export const columnOf = (articles: readonly ArticleSummary[], column: ArticleSummary["column"]) =>
  articles.filter((article) => article.column === column);
