/** The weights the site draws (decision 047), the ends of the text face's weight axis. */
export const TEXT_WEIGHTS = [400, 700] as const;

const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, index) => String.fromCodePoint(from + index)).join("");

/**
 * What the text face holds (decision 054): printable ASCII, Latin-1 (the accents and ¿ ¡ ª º « » of pt, en and es),
 * and the punctuation our texts and number formats use: curly quotes, dashes, the ellipsis, the bullet, the euro,
 * the minus sign, the trade mark. Anything else (→, ≈) is drawn by the next face of the stack. The soft hyphen
 * (U+00AD) has no glyph of its own: a break there draws the hyphen.
 */
export const TEXT_CHARACTERS =
  range(0x20, 0x7e) +
  range(0xa0, 0xac) +
  range(0xae, 0xff) +
  "\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u20ac\u2122\u2212";
