/** Words a reader gets through in a minute of an explanatory article (a common planning figure). */
export const WORDS_PER_MINUTE = 200;

/** Whole minutes to read a text or an article's HTML, at least one: the same figure in the list and on the article. */
export function readingMinutes(htmlOrText: string): number {
  const words = htmlOrText.replace(/<[^>]+>/g, " ").match(/[\p{L}\p{N}]+(?:['’-][\p{L}\p{N}]+)*/gu)?.length ?? 0;
  return Math.max(1, Math.ceil(words / WORDS_PER_MINUTE));
}
