import content from "virtual:content";
import { LEGAL_PATHS, type LegalSlug } from "./legal-document";
import { LANGUAGES, type Language } from "~/i18n/languages";

/** A content page of the sitemap: its last change in any language (the date its page shows), and the languages
 * it is written in when not all (an article published in Portuguese first). */
export interface ContentPage {
  path: string;
  lastmod?: string;
  languages?: readonly Language[];
}

const latest = (dates: Array<string | undefined>) =>
  dates.reduce<string | undefined>((last, date) => (date && !(last! >= date) ? date : last), undefined);

/** Entry pages (articles, cases, event landings), docs articles and legal texts, for the sitemap. */
export function contentPages(): ContentPage[] {
  const entries = content.pages.map(({ path, languages }) => ({
    path,
    lastmod: content.lastmod[path],
    languages: languages.length < LANGUAGES.length ? languages : undefined,
  }));
  const docsArticles = [...new Set(content.docs.pt.map((entry) => entry.article))].map((article) => ({
    path: `/docs/${article}`,
    lastmod: latest(
      LANGUAGES.flatMap((lang) =>
        content.docs[lang].filter((entry) => entry.article === article).map((entry) => entry.lastUpdated),
      ),
    ),
  }));
  const legal = (Object.keys(LEGAL_PATHS) as LegalSlug[]).map((slug) => ({
    path: LEGAL_PATHS[slug],
    lastmod: latest(LANGUAGES.map((lang) => content.legal[lang].find((entry) => entry.slug === slug)?.lastUpdated)),
  }));
  return [...entries, ...docsArticles, ...legal];
}
