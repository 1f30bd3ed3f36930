import { useMatches } from "react-router";
import type { Language, Namespace } from "./languages";
import { PAGE_TRANSLATIONS_ID, translationsUrl, type PageTranslations } from "./page-translations";
import type { PageBundles } from "./translator";

/** Names the bundles this page's loaders delivered apart, for the boot script to fetch. */
export function PageTranslationsScript({ lang, version }: { lang: Language; version: string }) {
  const matches = useMatches();
  const urls: PageTranslations["urls"] = {};
  for (const match of matches) {
    const bundles = (match.loaderData as { i18n?: PageBundles } | undefined)?.i18n ?? {};
    for (const [ns, bundle] of Object.entries(bundles) as Array<[Namespace, unknown]>) {
      if (bundle === null) urls[ns] = translationsUrl(lang, ns, version);
    }
  }
  if (Object.keys(urls).length === 0) return null;
  const json = JSON.stringify({ lang, urls } satisfies PageTranslations);
  return (
    <script
      id={PAGE_TRANSLATIONS_ID}
      type="application/json"
      suppressHydrationWarning
      dangerouslySetInnerHTML={{ __html: json }}
    />
  );
}
