/** Lower case without accents, so "relé", "RELE" and "rele" all match. */
export function foldText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/\p{Diacritic}/gu, "")
    .toLowerCase();
}

/** Cases whose title or preview contain every word of the query (accent- and case-insensitive); an empty query keeps all. */
export function searchCases<T extends { title: string; preview: string }>(cases: readonly T[], query: string): T[] {
  const words = foldText(query).split(/\s+/).filter(Boolean);
  if (words.length === 0) return [...cases];
  return cases.filter((item) => {
    const haystack = foldText(`${item.title} ${item.preview}`);
    return words.every((word) => haystack.includes(word));
  });
}
