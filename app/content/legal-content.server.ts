import content from "virtual:content";
import type { LegalDocument, LegalSlug } from "./legal-document";
import { wrapTables } from "./wrap-tables";
import type { Language } from "~/i18n/languages";

/** One legal text (content/legal/<lang>/<slug>.md) in the visitor's language, with only what its page renders. */
export function legalDocument(lang: Language, slug: LegalSlug): LegalDocument {
  const entry = content.legal[lang].find((candidate) => candidate.slug === slug);
  if (!entry) throw new Error(`content/legal/${lang}/${slug}.md is missing`);
  return {
    slug,
    title: entry.title,
    description: entry.description,
    // The front matter's date, never git's: a legal text says when its terms took effect, which a typo fix does not change.
    updated: entry.updated,
    highlights: entry.highlights,
    html: wrapTables(entry.html),
    toc: entry.headings.filter((heading) => heading.depth === 2).map(({ id, text }) => ({ id, text })),
  };
}
