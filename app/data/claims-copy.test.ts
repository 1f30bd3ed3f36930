import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { siteCopy } from "../../scripts/content/site-copy";
import { claimValues } from "./claims";

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
