/** A word (lower case, accents folded), a number (decimal comma or point) or a clock time in minutes. */
export type Token = string | number | { clock: number };

const TOKEN = /(\d{1,2})(?::|h)(\d{2})\b|((?<![a-z0-9])-)?(\d+(?:[.,]\d+)?)|([a-z][a-z0-9]*|[%°º<>])/g;

/** "Ação" → "acao", "Ñ" → "n": visitors type with and without accents. */
export const fold = (text: string) =>
  text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase();

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of fold(text).matchAll(TOKEN)) {
    if (match[1]) tokens.push({ clock: Number(match[1]) * 60 + Number(match[2]) });
    else if (match[4]) tokens.push(Number((match[3] ?? "") + match[4].replace(",", ".")));
    else tokens.push(match[5] === "º" ? "°" : match[5]!);
  }
  return tokens;
}
