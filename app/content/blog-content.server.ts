import content from "virtual:content";
import type { Language } from "~/i18n/languages";
import { readingMinutes } from "~/lib/reading-time";

export type Article = (typeof content.blog.pt)[number];

/** What a list or card needs of an article: no body, but its reading time computed from the body. */
export type ArticleSummary = Omit<Article, "html" | "headings" | "links"> & { readingTime: number };

export const summarize = ({ html, headings: _headings, links: _links, ...summary }: Article): ArticleSummary => ({
  ...summary,
  readingTime: readingMinutes(html),
});

export function articles(lang: Language): ArticleSummary[] {
  return [...content.blog[lang]].sort((a, b) => a.id - b.id).map(summarize);
}

/** The newest articles first (by publication date, then id): "Publicados recentemente" on /news and /blog. */
export function latestArticles(lang: Language, count: number): ArticleSummary[] {
  return articles(lang)
    .sort((a, b) => b.published.localeCompare(a.published) || b.id - a.id)
    .slice(0, count);
}

export function article(lang: Language, slug: string): Article | undefined {
  return content.blog[lang].find((entry) => entry.slug === slug);
}

/** The news landing page of one language (content/news/<lang>/news.md), without its Markdown body. */
export function newsLanding(lang: Language) {
  const [found] = content.newsLanding[lang];
  if (!found) throw new Error(`content/news/${lang}/news.md is missing`);
  return { category: found.category, title: found.title, sections: found.sections };
}

/** The languages an article is written in: an untranslated one shows the pt text in the others. */
export const articleLanguages = (slug: string): Language[] =>
  content.pages.find((page) => page.path === `/article/${slug}`)?.languages ?? [];
