import { createHash } from "node:crypto";
import { LANGUAGES, NAMESPACES, type Language, type Namespace } from "./languages";
import { createT, type Bundle, type PageBundles } from "./translator";

const files = import.meta.glob<Bundle>("../locales/*/*.json", { eager: true, import: "default" });

const RESOURCES = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`../locales/${lang}/${ns}.json`] ?? {}])),
  ]),
) as Record<Language, Record<Namespace, Bundle>>;

/** Changes whenever a translation does: the query string of the bundle files, cached for a year. */
export const TRANSLATIONS_VERSION = createHash("sha256").update(JSON.stringify(RESOURCES)).digest("hex").slice(0, 10);

export function bundleOf(lang: Language, ns: Namespace): Bundle {
  return RESOURCES[lang][ns];
}

/**
 * The translation bundles a page needs. A first page load names them only (null): the HTML stays
 * small and the browser fetches them as cacheable files; client navigations get them inline.
 */
export function bundlesFor(
  context: { lang: Language; documentRequest?: boolean },
  namespaces: readonly Namespace[],
): PageBundles {
  return Object.fromEntries(namespaces.map((ns) => [ns, context.documentRequest ? null : RESOURCES[context.lang][ns]]));
}

/** Looks up a dotted key on the server (titles and descriptions are built in loaders). */
export function translate(lang: Language, ns: Namespace, key: string, values: Record<string, string> = {}): string {
  return createT(lang, RESOURCES[lang], [ns])(key, values);
}
