import type { Language } from "~/i18n/languages";
import { search as en } from "~/locales/en/docs.json";
import { search as es } from "~/locales/es/docs.json";
import { search as pt } from "~/locales/pt/docs.json";

/**
 * The words the search dialog's program writes (search-dialog-program.ts), in every language: only these `search`
 * blocks are bundled (named JSON imports are tree-shaken), into the program alone. The dialog's HTML
 * (search-dialog.tsx) takes its own words from the common namespace, which every page has.
 */
export type SearchLabels = typeof pt;
const LABELS: Record<Language, SearchLabels> = { pt, en, es };

export const searchLabels = (lang: Language): SearchLabels => LABELS[lang] ?? LABELS.pt;

/** `{{name}}` placeholders, as in the translation files. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
