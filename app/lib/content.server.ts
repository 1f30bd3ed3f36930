import content from "virtual:content";
import type { Language } from "~/i18n/languages";

export type Article = (typeof content.blog.pt)[number];

/** What a list or card needs of an article: no body. */
export type ArticleSummary = Omit<Article, "html" | "headings" | "links">;

const summarize = ({ html: _html, headings: _headings, links: _links, ...summary }: Article): ArticleSummary => summary;

export function articles(lang: Language): ArticleSummary[] {
  return [...content.blog[lang]].sort((a, b) => a.id - b.id).map(summarize);
}

export function article(lang: Language, slug: string): Article | undefined {
  return content.blog[lang].find((entry) => entry.slug === slug);
}

/** Content page addresses for the sitemap. */
export const contentPaths = (): string[] => content.paths;
