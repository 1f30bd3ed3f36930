/**
 * The words a site search result was found by, carried to the page it opens (`?found=senha+mac`) and
 * marked there (`<mark>`) by the server, so they show with or without scripts.
 */
export const FOUND_PARAM = "found";
/** The id of the first marked word: a result without an anchor of its own opens there. */
export const FIRST_FOUND_ID = "found";
const MAX_WORDS = 8;
const MAX_WORD_LENGTH = 40;

/** A word as the search compares it: without accents, lower case ("Ação" → "acao"). */
export function foldWord(word: string): string {
  return word
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();
}

const WORD = /[\p{L}\p{N}]+/gu;

/** Where the words of `text` whose folded form is one of `words` start and end. */
export function wordMatches(text: string, words: readonly string[]): Array<{ start: number; end: number }> {
  if (words.length === 0) return [];
  const wanted = new Set(words);
  return [...text.matchAll(WORD)]
    .filter((match) => wanted.has(foldWord(match[0])))
    .map((match) => ({ start: match.index, end: match.index + match[0].length }));
}

/** The found words of an address's query: folded, letters and digits only, at most 8; [] when none. */
export function foundWordsFromUrl(search: string): string[] {
  const raw = new URLSearchParams(search).get(FOUND_PARAM) ?? "";
  const words = [...raw.matchAll(WORD)].map((match) => foldWord(match[0])).filter((word) => word.length > 1);
  return [...new Set(words)].filter((word) => word.length <= MAX_WORD_LENGTH).slice(0, MAX_WORDS);
}

/** The pages that mark the found words: articles and docs. */
const MARKING_PAGE = /^\/(article|docs)\//;

/**
 * The address a search result opens: its page (with `?lang=` when the visitor chose one) and, where the
 * page marks them, the words, at the result's own anchor, else at the first word found.
 */
export function foundUrl(url: string, found: readonly string[], lang?: string | null): string {
  const [path = "", hash] = url.split("#");
  const words = MARKING_PAGE.test(path) ? found : [];
  const query = new URLSearchParams();
  if (lang) query.set("lang", lang);
  if (words.length > 0) query.set(FOUND_PARAM, words.slice(0, MAX_WORDS).join(" "));
  const search = query.size > 0 ? `?${query}` : "";
  return `${path}${search}#${hash || (words.length > 0 ? FIRST_FOUND_ID : "")}`.replace(/#$/, "");
}

/** The same address without the found words: the "clear" link. */
export function withoutFoundWords(pathname: string, search: string): string {
  const query = new URLSearchParams(search);
  query.delete(FOUND_PARAM);
  return query.size > 0 ? `${pathname}?${query}` : pathname;
}

// A tag, an entity or a word: only words outside tags are marked, never a tag's attribute or an entity's name.
const HTML_TOKEN = /<[^>]*>|&#?[a-z0-9]+;|[\p{L}\p{N}]+/giu;

/**
 * Marks the found words in sanitized content HTML; the first mark gets `id="found"` when `first` says so.
 * Returns the HTML and how many words were marked.
 */
export function markFoundWords(
  html: string,
  words: readonly string[],
  first: boolean,
): { html: string; count: number } {
  if (words.length === 0) return { html, count: 0 };
  const wanted = new Set(words);
  let count = 0;
  const marked = html.replace(HTML_TOKEN, (token) => {
    if (token.startsWith("<") || token.startsWith("&") || !wanted.has(foldWord(token))) return token;
    count += 1;
    return count === 1 && first ? `<mark id="${FIRST_FOUND_ID}">${token}</mark>` : `<mark>${token}</mark>`;
  });
  return { html: marked, count };
}
