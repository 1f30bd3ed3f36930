import type { Language } from "~/i18n/languages";
import { search as enShell } from "~/locales/en/common.json";
import { search as en } from "~/locales/en/docs.json";
import { search as esShell } from "~/locales/es/common.json";
import { search as es } from "~/locales/es/docs.json";
import { search as ptShell } from "~/locales/pt/common.json";
import { search as pt } from "~/locales/pt/docs.json";

/**
 * The dialog's words, for any page: only the `search` blocks are bundled (named JSON imports are tree-shaken), and
 * only in the lazily loaded dialog chunk. The words the dialog shares with its shell (search-shell.tsx: title,
 * field, loading, close) are in the common namespace, which every page has.
 */
export type SearchLabels = typeof pt & typeof ptShell;
const LABELS: Record<Language, SearchLabels> = {
  pt: { ...ptShell, ...pt },
  en: { ...enShell, ...en },
  es: { ...esShell, ...es },
};

export const searchLabels = (lang: Language): SearchLabels => LABELS[lang] ?? LABELS.pt;

/** `{{name}}` placeholders, as in the translation files. */
export const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name] ?? ""));
