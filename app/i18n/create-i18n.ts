import i18next, { type i18n as I18n } from "i18next";
import { initReactI18next } from "react-i18next";
import { DEFAULT_LANGUAGE, type Language } from "./languages";

/** One instance per server render and per language on the client, started synchronously. */
export function createI18n(lang: Language): I18n {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: lang,
    fallbackLng: DEFAULT_LANGUAGE,
    resources: {},
    defaultNS: "common",
    ns: ["common"],
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
}

/** Adds bundles that arrived with loader data; existing ones are left alone. */
export function addBundles(instance: I18n, lang: Language, bundles: Record<string, Record<string, unknown> | undefined>): void {
  for (const [ns, bundle] of Object.entries(bundles)) {
    if (bundle && !instance.hasResourceBundle(lang, ns)) instance.addResourceBundle(lang, ns, bundle);
  }
}
