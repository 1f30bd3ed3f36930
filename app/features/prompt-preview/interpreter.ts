import type { Language } from "~/i18n/languages";
import type { Flow } from "./flow";
import { compileLexicon, type Lexicon, type Matcher } from "./lexicon";
import { EN } from "./lexicon-en";
import { ES } from "./lexicon-es";
import { PT } from "./lexicon-pt";
import { readActions } from "./read-actions";
import { readItems } from "./read-items";
import { readTrigger } from "./read-trigger";
import { tokenize } from "./tokenize";
import { readVariables, suggestBoard } from "./variables";

/**
 * The home prompt's interpreter: a visitor's sentence in pt, en or es → the flow it describes.
 * Hand-written lexicons and a small grammar, no model and no network; loaded when the prompt box is
 * first focused (load-prompt-preview.ts).
 */
const LEXICONS: Record<Language, Lexicon> = { pt: PT, en: EN, es: ES };
const matchers: Partial<Record<Language, Matcher>> = {};

function interpretIn(text: string, lang: Language): Flow | undefined {
  const items = readItems((matchers[lang] ??= compileLexicon(LEXICONS[lang])), tokenize(text));
  const { actions, doorState } = readActions(items);
  const { trigger, conditions } = readTrigger(items, doorState);
  if (!trigger && actions.length === 0) return undefined;
  const variables = readVariables(items, trigger, conditions, actions);
  return { trigger, conditions, actions, variables, board: suggestBoard(items, variables) };
}

/** The flow in the page's language, else in another one the visitor may have typed; undefined when none fits. */
export function interpret(text: string, lang: Language): Flow | undefined {
  const others = (Object.keys(LEXICONS) as Language[]).filter((other) => other !== lang);
  for (const candidate of [lang, ...others]) {
    const flow = interpretIn(text, candidate);
    if (flow) return flow;
  }
  return undefined;
}
