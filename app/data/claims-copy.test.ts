import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { siteCopy } from "../../content-pipeline";
import { CLAIMS, claimValues } from "./claims";

/**
 * Every claim of the spec (§1) reads the same on every page and in every language: the copy is the
 * translation files (with the claims filled in as a page fills them) and the Markdown content.
 */
function copyOf(lang: Language): string[] {
  const values = claimValues(lang);
  const fill = (text: string) =>
    text.replace(/\{\{(countries|deployment|training)\}\}/g, (_, name: keyof typeof values) => values[name]);
  return siteCopy(lang).map(({ text }) => fill(text));
}

const MORE_THAN = { pt: "mais de", en: "more than", es: "más de" } as const;
const UP_TO = { pt: "até", en: "up to", es: "hasta" } as const;
const COUNTRIES = { pt: "países", en: "countries", es: "países" } as const;
const HOURS = { pt: "horas", en: "hours", es: "horas" } as const;

/** What else a sentence could say the 18 countries count; the claim is presence (common.json `claims.countries`). */
const COUNTED = {
  pt: "projetos?|alunos?|estudantes?|dispositivos?|pessoas|usuári[oa]s?|clientes?",
  en: "projects?|students?|devices?|people|users?|customers?",
  es: "proyectos?|alumnos?|estudiantes?|dispositivos?|personas|usuari[oa]s?|clientes?",
} as const;
const TIED_BEFORE = { pt: "em|de", en: "in|across", es: "en|de" } as const;
const TIED_AFTER = { pt: "com|de|onde", en: "with|of|where", es: "con|de|donde" } as const;

/** "dispositivos em 18 países", "18 países com projetos e alunos": the figure tied to something counted. */
const countedCountries = (lang: Language) =>
  new RegExp(
    `(?<!\\p{L})(${COUNTED[lang]})\\s+(?:\\p{L}+\\s+)?(?:${TIED_BEFORE[lang]})\\s+18\\s+${COUNTRIES[lang]}` +
      `|18\\s+${COUNTRIES[lang]}\\s+(?:${TIED_AFTER[lang]})\\s[^.,;:!?]*?(?<!\\p{L})(${COUNTED[lang]})(?!\\p{L})`,
    "iu",
  );

/** Every string of a translation file under an object named `claims` or `figures`, by its own key. */
function claimCaptions(lang: Language): Array<{ key: string; where: string; text: string }> {
  const found: Array<{ key: string; where: string; text: string }> = [];
  const walk = (node: unknown, trail: string[], file: string) => {
    if (typeof node === "string") {
      const parent = trail.at(-2);
      if (parent === "claims" || parent === "figures")
        found.push({ key: trail.at(-1)!, where: `${file} ${trail.join(".")}`, text: node });
    } else if (node && typeof node === "object" && !Array.isArray(node)) {
      for (const [key, value] of Object.entries(node)) walk(value, [...trail, key], file);
    }
  };
  for (const { file, text } of siteCopy(lang).filter(({ file }) => file.endsWith(".json")))
    walk(JSON.parse(text), [], file);
  return found;
}

/** All numbers a pattern captures across the copy of one language. */
const figures = (texts: string[], pattern: RegExp) =>
  texts.flatMap((text) => [...text.matchAll(pattern)].map((match) => match[1]));

describe.each(LANGUAGES)("claims in %s", (lang) => {
  const texts = copyOf(lang);

  it("never says 'more than' and '+' of the same number", () => {
    const doubled = texts.flatMap(
      (text) => text.match(new RegExp(`${MORE_THAN[lang]}\\s+\\d[\\d.,]*\\s*\\+`, "giu")) ?? [],
    );
    expect(doubled).toEqual([]);
    expect(claimValues(lang).training).not.toContain("+");
  });

  it("names 18 countries wherever it counts countries", () => {
    const counts = figures(texts, new RegExp(`(\\d+)\\s+${COUNTRIES[lang]}`, "giu"));
    expect(counts.length).toBeGreaterThan(0);
    expect(new Set(counts)).toEqual(new Set(["18"]));
  });

  it("captions each claim's figure with one sentence, wherever the figures are shown", () => {
    const captions = claimCaptions(lang);
    for (const claim of CLAIMS) {
      const own = captions.filter(({ key }) => key === claim.id);
      expect(
        own.map(({ where }) => where),
        claim.id,
      ).toHaveLength(1);
    }
  });

  it("says what the 18 countries count one way: where NIoT is present", () => {
    const sentences = texts.flatMap((text) => text.split(/[.;:!?\n"]/));
    expect(sentences.some((sentence) => new RegExp(`(?<!\\d)18\\s+${COUNTRIES[lang]}`, "iu").test(sentence))).toBe(
      true,
    );
    const counted = countedCountries(lang);
    expect(sentences.filter((sentence) => counted.test(sentence)).map((sentence) => sentence.trim())).toEqual([]);
  });

  it("promises up to 75% less deployment time, written one way", () => {
    const percents = texts.flatMap(
      (text) => text.match(new RegExp(`${UP_TO[lang]}\\s+(?:(?:en|un|em)\\s+)*\\d+\\s*%`, "giu")) ?? [],
    );
    expect(percents.length).toBeGreaterThan(0);
    for (const phrase of percents) expect(phrase, phrase).toMatch(/(^|\s)75%$/u);
  });

  it("counts more than 100 hours of free training", () => {
    const hours = figures(
      texts,
      new RegExp(`${MORE_THAN[lang]}\\s+(\\d+)\\s+${HOURS[lang]}(?=[^.]{0,40}(?:gratuit|free))`, "giu"),
    );
    expect(hours.length).toBeGreaterThan(0);
    expect(new Set(hours)).toEqual(new Set(["100"]));
  });
});
