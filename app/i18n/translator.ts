import { pluralCategory } from "~/lib/plural-category";
import type { Language, Namespace } from "./languages";

export type Bundle = Record<string, unknown>;
export type Bundles = Partial<Record<Namespace, Bundle>>;
/**
 * The bundles a loader sends: in data requests the bundles themselves; in the HTML of a first page
 * load `null`, "delivered apart" as a cacheable file (see docs/decisions/003-hydrate-after-first-paint.md).
 */
export type PageBundles = Partial<Record<Namespace, Bundle | null>>;

export interface TranslateOptions {
  /** Namespace to look in; a key may also name it as "ns:key". */
  ns?: Namespace;
  /** Picks `key_zero`, `key_one`, `key_other`… by the language's plural rules, and fills {{count}}. */
  count?: number;
  /** Returns the object or array at the key, its strings interpolated. */
  returnObjects?: boolean;
  defaultValue?: string;
  [value: string]: string | number | boolean | undefined;
}

export interface TFunction {
  (key: string, options: TranslateOptions & { returnObjects: true }): unknown;
  (key: string, options?: TranslateOptions): string;
}

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookup(bundle: Bundle | undefined, key: string): unknown {
  let node: unknown = bundle;
  for (const part of key.split(".")) {
    if (typeof node !== "object" || node === null) return undefined;
    node = (node as Bundle)[part];
  }
  return node;
}

function interpolate(node: unknown, values: TranslateOptions): unknown {
  if (typeof node === "string")
    return node.replace(PLACEHOLDER, (_, name: string) => (values[name] === undefined ? "" : String(values[name])));
  if (Array.isArray(node)) return node.map((item) => interpolate(item, values));
  if (typeof node === "object" && node !== null) {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, interpolate(value, values)]));
  }
  return node;
}

/**
 * The keys a count may use, most specific first: `_zero` for exactly 0 (i18next's rule, so pt says
 * "Nenhum caso" where its plural rules would pick "0 caso"), the language's CLDR category, then `_other`.
 */
const pluralKeys = (lang: Language, key: string, count: number) => [
  ...(count === 0 ? [`${key}_zero`] : []),
  `${key}_${pluralCategory(lang, count)}`,
  `${key}_other`,
  key,
];

/**
 * Our own small i18n runtime, the subset of i18next this site uses: namespaces, dotted keys,
 * {{value}} interpolation, plurals by Intl.PluralRules, objects and arrays. The pages' bundles come
 * with their loader data, so it only looks things up, a fraction of i18next's size (decision 003).
 */
export function createT(lang: Language, bundles: Bundles, namespaces: readonly Namespace[]): TFunction {
  function t(fullKey: string, options: TranslateOptions = {}): unknown {
    const separator = fullKey.indexOf(":");
    const prefixed = separator > 0 ? (fullKey.slice(0, separator) as Namespace) : undefined;
    const key = prefixed ? fullKey.slice(separator + 1) : fullKey;
    const searched = prefixed ? [prefixed] : options.ns ? [options.ns] : namespaces;
    const candidates = typeof options.count === "number" ? pluralKeys(lang, key, options.count) : [key];
    for (const ns of searched) {
      for (const candidate of candidates) {
        const found = lookup(bundles[ns], candidate);
        if (typeof found === "string") return interpolate(found, options);
        if (found !== undefined && options.returnObjects) return interpolate(found, options);
      }
    }
    return options.defaultValue ?? key;
  }
  return t as TFunction;
}
