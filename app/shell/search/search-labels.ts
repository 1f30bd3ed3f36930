import type { Language } from "~/i18n/languages";
import { search as en } from "~/locales/en/docs.json";
import { search as es } from "~/locales/es/docs.json";
import { search as pt } from "~/locales/pt/docs.json";

/**
 * The dialog's words, for any page: only the `search` block of the docs namespace is bundled
 * (named JSON imports are tree-shaken), and only in the lazily loaded dialog chunk.
 */
export type SearchLabels = typeof pt;
const LABELS: Record<Language, SearchLabels> = { pt, en, es };

export const searchLabels = (lang: Language): SearchLabels => LABELS[lang] ?? pt;

/** `{{name}}` placeholders, as in the translation files. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
