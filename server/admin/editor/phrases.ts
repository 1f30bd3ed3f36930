import { LANGUAGES } from "../../../app/i18n/languages";
import { cms } from "./cms";
import DECAP_PHRASES from "./decap-phrases.json";

/** A fullwidth plus: Decap's "New entry" button says "＋ Blog", and the editor's font has no such glyph. */
const MISSING_GLYPH = /＋/g;

/** Decap's phrases that its Portuguese and Spanish lack (it shows them in English), by dotted key: ours. */
export const OWN_PHRASES: Readonly<Record<string, Readonly<Record<string, string>>>> = DECAP_PHRASES;

type Phrases = { [key: string]: string | Phrases };

/** Decap's phrases of one language with ours filled in where it has none, and an ASCII plus for the fullwidth one. */
export function completePhrases(phrases: object, own: Readonly<Record<string, string>> = {}): object {
  const complete = JSON.parse(JSON.stringify(phrases).replace(MISSING_GLYPH, "+")) as Phrases;
  for (const [key, text] of Object.entries(own)) {
    const path = key.split(".");
    let node = complete;
    for (const part of path.slice(0, -1)) node = (node[part] ??= {}) as Phrases;
    node[path.at(-1)!] ??= text;
  }
  return complete;
}

/** Decap's own phrases in each language the editor speaks, completed (`completePhrases`). */
export function registerEditorPhrases() {
  for (const lang of LANGUAGES) {
    const phrases = cms().getLocale(lang);
    if (phrases) cms().registerLocale(lang, completePhrases(phrases, OWN_PHRASES[lang]));
  }
}
