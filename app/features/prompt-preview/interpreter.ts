import type { Language } from "~/i18n/languages";
import type { Flow } from "./flow";
import { compileLexicon, type Matcher } from "./lexicon";
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
// Compiled as the module loads (on focus, before the first key), so no reading pays for it.
const MATCHERS: Record<Language, Matcher> = { pt: compileLexicon(PT), en: compileLexicon(EN), es: compileLexicon(ES) };

function interpretIn(text: string, lang: Language): Flow | undefined {
  const items = readItems(MATCHERS[lang], tokenize(text));
  const { actions, doorState } = readActions(items);
  const { trigger, conditions } = readTrigger(items, doorState);
  if (!trigger && actions.length === 0) return undefined;
  const variables = readVariables(items, trigger, conditions, actions);
  return { trigger, conditions, actions, variables, board: suggestBoard(items, variables) };
}

/** How much of the sentence a reading understood. */
const score = (flow: Flow | undefined) =>
  flow ? (flow.trigger ? 2 : 0) + flow.conditions.length + flow.actions.length + flow.variables.length : 0;

/**
 * The flow as read in the page's language, unless another language reads more of it (a visitor
 * may type in any of the three); undefined when none finds a trigger or an action.
 */
export function interpret(text: string, lang: Language): Flow | undefined {
  const others = (Object.keys(MATCHERS) as Language[]).filter((other) => other !== lang);
  let best = interpretIn(text, lang);
  for (const other of others) {
    const flow = interpretIn(text, other);
    if (score(flow) > score(best)) best = flow;
  }
  return best;
}
