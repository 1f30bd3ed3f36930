import { withHeadingLinks } from "./heading-links";
import { translate } from "~/i18n/resources.server";
import type { Language } from "~/i18n/languages";
import { markFoundWords } from "~/lib/found-words";

/**
 * Content HTML of an article or a docs section as its page shows it: the words a search result was found by
 * marked (the first of the page with `id="found"` when `first`), and every h2 and h3 with its link to itself.
 */
export function readingHtml(html: string, lang: Language, found: readonly string[], first: boolean) {
  const marked = markFoundWords(html, found, first);
  const label = (title: string) => translate(lang, "reading", "headingLink.label", { title });
  return { html: withHeadingLinks(marked.html, label), marks: marked.count };
}
