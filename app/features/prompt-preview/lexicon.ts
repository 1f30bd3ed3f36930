import type { Token } from "./tokenize";

/**
 * A language's words: each key is one or more tags (space-separated), each value the phrases that
 * mean them, folded and separated by "|". A word ending in "*" matches any word it begins
 * ("deslig*": desligar, desligue, desliga). Tags: s: sensor, a: actuator, v: verb, c: comparison,
 * t: time, u: unit, n: absence, b: board, x: other concepts, p: the particles on/off.
 */
export type Lexicon = Record<string, string>;

interface Pattern {
  words: string[];
  tags: string[];
}

export interface Matcher {
  exact: Map<string, Pattern[]>;
  stems: Pattern[];
}

/** Units written the same way in every language. */
const SYMBOLS: Lexicon = {
  "u:°C": "° c|°|°c|celsius|c",
  "u:%": "%",
  "u:lx": "lux|lx",
  "u:kWh": "kwh",
  "u:W": "w|kw|watts",
  "u:cm": "cm",
  "u:mm/s": "mm s",
  "u:min": "min|mins",
  "u:clock": "h",
  "u:s": "s|seg",
  "u:am": "am|a m",
  "u:pm": "pm|p m",
  "b:ESP32": "esp32|esp 32",
  "b:ESP8266": "esp8266|esp 8266|nodemcu|wemos",
  "x:webhook": "webhook*|api|endpoint",
  "v:notify": "whatsapp|telegram|sms|email|e mail",
  "c:above": ">",
  "c:below": "<",
};

const wordMatches = (word: string, token: Token) =>
  typeof token === "string" && (word.endsWith("*") ? token.startsWith(word.slice(0, -1)) : token === word);

export function compileLexicon(lexicon: Lexicon): Matcher {
  const matcher: Matcher = { exact: new Map(), stems: [] };
  for (const [tags, phrases] of [...Object.entries(SYMBOLS), ...Object.entries(lexicon)]) {
    for (const phrase of phrases.split("|")) {
      const pattern = { words: phrase.split(" "), tags: tags.split(" ") };
      const first = pattern.words[0]!;
      if (first.endsWith("*")) matcher.stems.push(pattern);
      else matcher.exact.set(first, [...(matcher.exact.get(first) ?? []), pattern]);
    }
  }
  return matcher;
}

/** The longest phrase starting at `at` (a whole first word beats a stem of the same length). */
export function matchAt(matcher: Matcher, tokens: readonly Token[], at: number): Pattern | undefined {
  const first = tokens[at];
  if (typeof first !== "string") return undefined;
  let best: Pattern | undefined;
  for (const pattern of [...(matcher.exact.get(first) ?? []), ...matcher.stems]) {
    if (best && pattern.words.length <= best.words.length) continue;
    if (pattern.words.every((word, offset) => wordMatches(word, tokens[at + offset]!))) best = pattern;
  }
  return best;
}
