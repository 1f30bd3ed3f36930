import { describe, expect, it } from "vitest";
import en from "~/locales/en/forms.json";
import es from "~/locales/es/forms.json";
import pt from "~/locales/pt/forms.json";
import { OTHER_COUNTRY } from "./country-field";

const LOCALES = { pt: "pt-BR", en: "en", es: "es-419" } as const;
const BUNDLES = { pt, en, es };

describe("country names of the demo form", () => {
  it("offer the same codes in every language, Brasil first and 'another country' last", () => {
    const codes = Object.values(BUNDLES).map((bundle) => Object.keys(bundle.countries.names).sort());
    expect(codes[1]).toEqual(codes[0]);
    expect(codes[2]).toEqual(codes[0]);
    for (const bundle of Object.values(BUNDLES)) {
      const order = Object.keys(bundle.countries.names);
      expect(order[0]).toBe("BR");
      expect(order.at(-1)).toBe(OTHER_COUNTRY);
    }
  });

  for (const [lang, locale] of Object.entries(LOCALES) as [keyof typeof BUNDLES, string][]) {
    it(`${lang}: are the language's own names, in its alphabetical order after Brasil`, () => {
      const regions = new Intl.DisplayNames([locale], { type: "region" });
      const entries = Object.entries(BUNDLES[lang].countries.names).filter(([code]) => code !== OTHER_COUNTRY);
      for (const [code, name] of entries) expect(name, code).toBe(regions.of(code));
      const rest = entries.slice(1).map(([, name]) => name);
      expect(rest).toEqual([...rest].sort(new Intl.Collator(locale).compare));
    });
  }
});
