import { DEFAULT_LANGUAGE, isLanguage, type Language } from "./languages";

export interface LanguageSignals {
  /** `?lang=` in the URL: the per-language address used by hreflang alternates and shared links. */
  queryLang?: string | null;
  host?: string | null;
  cookieLang?: string | null;
  acceptLanguage?: string | null;
}

/**
 * `?lang=` in the address, then the visitor's stored choice, then the host (.com.br → pt, .com → en),
 * then the browser's languages (pt, es, else en); with no signal at all (a crawler) → pt.
 * The host gives the *first* language only (DESIGN.md "Language"): spec §9 lists it first, but a
 * choice that the domain undid on the next page would be no choice.
 */
export function detectLanguage({ queryLang, host, cookieLang, acceptLanguage }: LanguageSignals): Language {
  if (isLanguage(queryLang)) return queryLang;
  if (isLanguage(cookieLang)) return cookieLang;
  const hostname = (host ?? "").toLowerCase().replace(/:\d+$/, "");
  if (hostname.endsWith(".com.br")) return "pt";
  if (hostname.endsWith(".com")) return "en";
  const preferred = preferredBrowserLanguage(acceptLanguage);
  if (preferred === null) return DEFAULT_LANGUAGE;
  if (preferred.startsWith("pt")) return "pt";
  if (preferred.startsWith("es")) return "es";
  return "en";
}

/** The highest-weighted language tag of an Accept-Language header, or null when there is none. */
export function preferredBrowserLanguage(header: string | null | undefined): string | null {
  if (!header) return null;
  const ranked = header
    .split(",")
    .map((part, index) => {
      const [tag = "", ...params] = part.trim().split(";");
      const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
      const weight = q ? Number(q.slice(2)) : 1;
      return { tag: tag.trim().toLowerCase(), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((entry) => entry.tag !== "" && entry.tag !== "*" && entry.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranked[0]?.tag ?? null;
}
