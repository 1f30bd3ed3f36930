import content from "virtual:content";
import { htmlToMarkdown } from "./html-markdown";
import { translate } from "~/i18n/resources.server";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { localizedUrl } from "~/lib/localized-url";

const LANGUAGE_NAMES: Record<Language, string> = { pt: "Português", en: "English", es: "Español" };

interface LlmsPage {
  title: string;
  url: string;
  summary: string;
  html: string;
}

/** Every docs section (in reading order) and every article with a body of our own, in one language. */
function pages(lang: Language, siteUrl: string): { docs: LlmsPage[]; articles: LlmsPage[] } {
  const docs = [...content.docs[lang]]
    .sort((a, b) => a.article.localeCompare(b.article) || a.order - b.order)
    .map((entry) => ({
      title: `${entry.articleTitle}: ${entry.header}`,
      url: `${localizedUrl(siteUrl, `/docs/${entry.article}`, lang)}#${entry.url}`,
      summary: entry.summary,
      html: entry.html,
    }));
  const articles = [...content.blog[lang]]
    .filter((entry) => !entry.link && entry.html)
    .sort((a, b) => a.id - b.id)
    .map((entry) => ({
      title: entry.title,
      url: localizedUrl(siteUrl, `/article/${entry.slug}`, lang),
      summary: entry.subtitle,
      html: entry.html,
    }));
  return { docs, articles };
}

/**
 * /llms.txt (`full` false) and /llms-full.txt in one language, after the llms.txt proposal: the site's name,
 * its purpose as a quote, a line on what follows, then a Markdown list of every docs section and article
 * (the full file: their text), and the other languages under "Optional".
 */
export function llmsText(lang: Language, siteUrl: string, full: boolean): string {
  const say = (key: string, values?: Record<string, string>) => translate(lang, "reading", `aiIndex.${key}`, values);
  const file = (path: string, language: Language) => localizedUrl(siteUrl, path, language);
  const { docs, articles } = pages(lang, siteUrl);
  const list = (items: LlmsPage[]) => items.map((page) => `- [${page.title}](${page.url}): ${page.summary}`);
  const text = (items: LlmsPage[]) =>
    items.map((page) => `### ${page.title}\n\n${say("source")}: ${page.url}\n\n${htmlToMarkdown(page.html, siteUrl)}`);
  const others = LANGUAGES.filter((other) => other !== lang).map(
    (other) => `- [${LANGUAGE_NAMES[other]}](${file(full ? "/llms-full.txt" : "/llms.txt", other)})`,
  );
  return (
    [
      `# ${translate(lang, "common", "brand")}`,
      `> ${translate(lang, "common", "meta.home.description")}`,
      say("intro", { full: file("/llms-full.txt", lang) }),
      `## ${say("docs")}`,
      ...(full ? text(docs) : [list(docs).join("\n")]),
      `## ${say("articles")}`,
      ...(full ? text(articles) : [list(articles).join("\n")]),
      "## Optional",
      others.join("\n"),
    ].join("\n\n") + "\n"
  );
}
