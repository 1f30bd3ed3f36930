import { LANGUAGES } from "../../../app/i18n/languages";
import { cms } from "./cms";

/** A fullwidth plus: Decap's "New entry" button says "＋ Blog", and the editor's font has no such glyph. */
const MISSING_GLYPH = /＋/g;

/** Decap's own phrases in each language the editor speaks, with an ASCII plus where they had the fullwidth one. */
export function registerPhrasesWithoutMissingGlyphs() {
  for (const lang of LANGUAGES) {
    const phrases = cms().getLocale(lang);
    if (phrases) cms().registerLocale(lang, JSON.parse(JSON.stringify(phrases).replace(MISSING_GLYPH, "+")) as object);
  }
}
