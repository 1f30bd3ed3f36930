import type { Language } from "~/i18n/languages";
import { EN_PHRASES } from "./en";
import { ES_PHRASES } from "./es";
import type { PhraseRow } from "./phrase-table";
import { PT_PHRASES } from "./pt";

export const PHRASE_TABLES: Record<Language, PhraseRow[]> = { pt: PT_PHRASES, en: EN_PHRASES, es: ES_PHRASES };

/** A 200-character prompt, the size the time budget is stated for. */
export const TIMING_PROMPT =
  "Quando a temperatura da estufa passar de 32,75 graus depois das 18h, ligue o exaustor e o ventilador, desligue o aquecedor e me avise no WhatsApp; mostre a umidade do solo e o consumo no painel agora.";
