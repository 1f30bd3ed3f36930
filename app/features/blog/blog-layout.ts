import type { ArticleSummary } from "~/content/blog-content.server";

export const CENTER_MAX_ITEMS = 5;
export const RANKED_COUNT = 4;

/** What a card shows of an article; a compact card shows no subtitle, so it carries none. */
export type CardArticle = Pick<ArticleSummary, "slug" | "link" | "title" | "img" | "published"> & {
  subtitle?: string;
};
/** What the ranked list shows: the title and, below the first places, the reading time and the author. */
export type RankedArticle = Pick<ArticleSummary, "slug" | "link" | "title" | "readingTime" | "user">;
/** What "recently published" shows. */
export type LatestArticle = Pick<ArticleSummary, "slug" | "link" | "title" | "published">;

export type CenterBlock =
  | { kind: "single"; article: CardArticle; layout: "banner" | "side" }
  | { kind: "group"; group: string; articles: CardArticle[] };

/** The blog's columns, each article with only what its place shows: the page's loader data is in its HTML too. */
export interface BlogLayout {
  center: CenterBlock[];
  left: CardArticle[];
  right: RankedArticle[];
  footer: CardArticle[];
}

export const compactCard = ({ slug, link, title, img, published }: ArticleSummary): CardArticle => ({
  slug,
  link,
  title,
  img,
  published,
});

export const latestEntry = ({ slug, link, title, published }: ArticleSummary): LatestArticle => ({
  slug,
  link,
  title,
  published,
});

/**
 * Spec §2 "Blog": at most 5 centre items; the first is the big top banner, the others right-banner;
 * items that share a group render together as one multi-item block (of compact cards).
 */
export function centerBlocks(articles: readonly ArticleSummary[]): CenterBlock[] {
  const items = articles.filter((article) => article.column === "center").slice(0, CENTER_MAX_ITEMS);
  const blocks: CenterBlock[] = [];
  for (const [index, article] of items.entries()) {
    const previous = blocks.at(-1);
    if (index > 0 && article.group && previous?.kind === "group" && previous.group === article.group) {
      previous.articles.push(compactCard(article));
    } else if (index > 0 && article.group) {
      blocks.push({ kind: "group", group: article.group, articles: [compactCard(article)] });
    } else {
      const card = { ...compactCard(article), subtitle: article.subtitle };
      blocks.push({ kind: "single", article: card, layout: index === 0 ? "banner" : "side" });
    }
  }
  return blocks;
}

const columnOf = (articles: readonly ArticleSummary[], column: ArticleSummary["column"]) =>
  articles.filter((article) => article.column === column);

export function blogLayout(articles: readonly ArticleSummary[]): BlogLayout {
  return {
    center: centerBlocks(articles),
    left: columnOf(articles, "left").map(compactCard),
    right: columnOf(articles, "right").map(({ slug, link, title, readingTime, user }) => ({
      slug,
      link,
      title,
      readingTime,
      user,
    })),
    footer: columnOf(articles, "footer").map(compactCard),
  };
}
