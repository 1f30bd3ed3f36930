import { LANGUAGES, NAMESPACES, type Language, type Namespace } from "./languages";

type Bundle = Record<string, unknown>;

const files = import.meta.glob<Bundle>("../locales/*/*.json", { eager: true, import: "default" });

const RESOURCES = Object.fromEntries(
  LANGUAGES.map((lang) => [
    lang,
    Object.fromEntries(NAMESPACES.map((ns) => [ns, files[`../locales/${lang}/${ns}.json`] ?? {}])),
  ]),
) as Record<Language, Record<Namespace, Bundle>>;

export type Bundles = Partial<Record<Namespace, Bundle>>;

/** The translation bundles a page needs, sent with its loader data so hydration uses the same text. */
export function bundlesFor(lang: Language, namespaces: readonly Namespace[]): Bundles {
  return Object.fromEntries(namespaces.map((ns) => [ns, RESOURCES[lang][ns]]));
}

/** Looks up a dotted key on the server (titles and descriptions are built in loaders). */
export function translate(lang: Language, ns: Namespace, key: string, values: Record<string, string> = {}): string {
  const found = key.split(".").reduce<unknown>((node, part) => (node as Bundle | undefined)?.[part], RESOURCES[lang][ns]);
  const text = typeof found === "string" ? found : key;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => values[name] ?? "");
}
