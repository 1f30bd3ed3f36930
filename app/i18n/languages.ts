export const LANGUAGES = ["pt", "en", "es"] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = "pt";
export const NAMESPACES = [
  "common",
  "forms",
  "home",
  "plans",
  "article",
  "docs",
  "events",
  "showcase",
  "about",
  "legal",
  "reading",
] as const;
export type Namespace = (typeof NAMESPACES)[number];

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && (LANGUAGES as readonly string[]).includes(value);
}

/** BCP 47 tag for Intl formatting and hreflang. */
/** es is neutral Latin American Spanish (es-419), as the content brief asks. */
export const LOCALE_OF: Record<Language, string> = { pt: "pt-BR", en: "en", es: "es-419" };
