import { cloneElement, createContext, Fragment, useContext, useMemo, type ReactElement, type ReactNode } from "react";
import { DEFAULT_LANGUAGE, type Language, type Namespace } from "./languages";
import { fetchedBundle } from "./page-translations";
import {
  createT,
  type Bundle,
  type Bundles,
  type PageBundles,
  type TFunction,
  type TranslateOptions,
} from "./translator";

interface Translations {
  lang: Language;
  bundles: Bundles;
}

const TranslationsContext = createContext<Translations>({ lang: DEFAULT_LANGUAGE, bundles: {} });

/** Where bundles a loader sent as `null` come from: the server's files, or those fetched before hydration. */
export type BundleSource = (lang: Language, ns: Namespace) => Bundle | undefined;

const BundleSourceContext = createContext<BundleSource>(fetchedBundle);
export const BundleSourceProvider = BundleSourceContext.Provider;

/** All matched loaders' bundles in one, the ones delivered apart filled in. */
export function useResolvedBundles(lang: Language, pages: ReadonlyArray<PageBundles | undefined>): Bundles {
  const source = useContext(BundleSourceContext);
  return useMemo(() => {
    const merged: Bundles = {};
    for (const page of pages) {
      for (const [ns, bundle] of Object.entries(page ?? {}) as Array<[Namespace, Bundle | null]>) {
        merged[ns] = bundle ?? source(lang, ns) ?? merged[ns];
      }
    }
    return merged;
  }, [lang, pages, source]);
}

export function TranslationsProvider({ lang, bundles, children }: Translations & { children: ReactNode }) {
  const value = useMemo(() => ({ lang, bundles }), [lang, bundles]);
  return <TranslationsContext.Provider value={value}>{children}</TranslationsContext.Provider>;
}

/** `t` looking in the given namespaces in order (default "common"), and the page's language. */
export function useTranslation(namespaces: Namespace | readonly Namespace[] = "common"): {
  t: TFunction;
  lang: Language;
} {
  const { lang, bundles } = useContext(TranslationsContext);
  const list = typeof namespaces === "string" ? namespaces : namespaces.join(",");
  const t = useMemo(() => createT(lang, bundles, list.split(",") as Namespace[]), [lang, bundles, list]);
  return { t, lang };
}

const TAGGED = /<(\w+)>(.*?)<\/\1>/g;

/** A translation with markup: `<name>text</name>` in the text becomes `components.name` around text. */
export function Trans({
  t,
  i18nKey,
  values,
  components,
}: {
  t: TFunction;
  i18nKey: string;
  values?: TranslateOptions;
  components: Record<string, ReactElement>;
}) {
  const text = t(i18nKey, values);
  const nodes: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TAGGED)) {
    nodes.push(text.slice(last, match.index));
    const [, name, inner] = match;
    const component = components[name!];
    nodes.push(component ? cloneElement(component, { key: match.index }, inner) : inner);
    last = match.index + match[0].length;
  }
  nodes.push(text.slice(last));
  return <Fragment>{nodes}</Fragment>;
}
