import { describe, expect, it } from "vitest";
import { copyLines, siteCopy } from "./site-copy";

/**
 * The copy reads as a native writer would put it, the same way across the site: one brand gender
 * in pt ("a NIoT"), one name for workshops per language, no word-for-word calques.
 */
const RULES: Record<string, Array<{ pattern: RegExp; why: string }>> = {
  pt: [
    {
      pattern: /(?<![\p{L}])([Oo]|[DdNn]o|[Pp]elo|[Aa]o|[Uu]m) NIoT\b(?! Lab)/u,
      why: "the brand is feminine in pt: a NIoT, da NIoT, na NIoT",
    },
    { pattern: /\bOficinas?\b(?= (online|para|de IoT|NIoT))/u, why: "workshops are 'workshop' in pt" },
  ],
  en: [
    { pattern: /\bCondominium\b/iu, why: "calque of 'condomínio': apartment building" },
    { pattern: /\bOpening control\b/iu, why: "calque of 'controle de abertura': access control" },
    { pattern: /\bgourmet space\b/iu, why: "calque of 'espaço gourmet': party room" },
  ],
  es: [
    { pattern: /\bbanco de trabajo\b/iu, why: "calque of 'bancada': práctica, mesa de trabajo" },
    { pattern: /(?<![-/\w])workshops?(?![-/\w])/iu, why: "workshops are 'taller' in es" },
  ],
};

describe.each(Object.keys(RULES))("copy in %s", (lang) => {
  const lines = copyLines(siteCopy(lang));

  it("reads the site's files", () => {
    expect(lines.length).toBeGreaterThan(1000);
  });

  for (const { pattern, why } of RULES[lang]!) {
    it(`has no ${pattern.source.slice(0, 40)}… (${why})`, () => {
      expect(
        lines.filter(({ line }) => pattern.test(line)).map(({ file, line }) => `${file}: ${line.trim().slice(0, 120)}`),
      ).toEqual([]);
    });
  }
});

describe("register in es", () => {
  it("landing pages address the visitor as tú, also in their forms", () => {
    const landings = siteCopy("es").filter(({ file }) => file.includes("events/landings/"));
    expect(landings.length).toBeGreaterThan(0);
    for (const { file, text } of landings)
      expect(text, file).not.toMatch(/\b(usted|Complete los|contactarle|Su nombre)\b/u);
  });
});
