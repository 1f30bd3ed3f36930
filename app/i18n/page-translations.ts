import type { Language, Namespace } from "./languages";
import type { Bundle } from "./translator";

/** The element naming the bundles of the first page load: `{ "lang": "pt", "urls": { "<ns>": "<url>" } }`. */
export const PAGE_TRANSLATIONS_ID = "page-translations";

const fetched = new Map<string, Bundle>();

export const translationsUrl = (lang: Language, ns: Namespace, version: string) =>
  `/i18n/${lang}/${ns}.json?v=${version}`;

export function fetchedBundle(lang: Language, ns: Namespace): Bundle | undefined {
  return fetched.get(`${lang}/${ns}`);
}

export interface PageTranslations {
  lang: Language;
  urls: Partial<Record<Namespace, string>>;
}

/** Fetches the first page's bundles (preloaded by the boot script in a production build) before hydration. */
export async function loadPageTranslations(): Promise<void> {
  const element = document.getElementById(PAGE_TRANSLATIONS_ID);
  if (!element) return;
  const { lang, urls } = JSON.parse(element.textContent ?? "{}") as PageTranslations;
  await Promise.all(
    Object.entries(urls).map(async ([ns, url]) => {
      const response = await fetch(url);
      if (!response.ok) throw new Error(`${url}: ${response.status}`);
      fetched.set(`${lang}/${ns}`, (await response.json()) as Bundle);
    }),
  );
}
