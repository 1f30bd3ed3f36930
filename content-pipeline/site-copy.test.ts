import { describe, expect, it } from "vitest";
import { copyLines, siteCopy } from "./site-copy";

/**
 * The copy reads as a native writer would put it, the same way across the site: one brand gender
 * in pt ("a NIoT"), one name for workshops per language, no word-for-word calques.
 */
/** UTF-8 read as Latin-1 or Windows-1252: "à" becomes "Ã" and a no-break space, "é" becomes "Ã©". */
const MOJIBAKE = {
  pattern:
    /[ÃÂ][\s\u0080-\u00bf\u0152\u0153\u0160\u0161\u0178\u017d\u017e\u0192\u02c6\u02dc\u2013-\u2026\u2030\u2039\u203a\u20ac\u2122]|\ufffd/u,
  why: "a character broken by a wrong encoding",
};
/** 18h30, 05h–07h: how Brazil writes the clock; en says 6:30 PM, es 18:30. */
const BRAZILIAN_TIME = { pattern: /\b\d{1,2}h\d{0,2}\b|\blas \d{1,2} h\b/u, why: "a clock time in Brazilian notation" };

/** Code is quoted as written (`115200`), not as prose. */
const CODE_SPAN = /`[^`]*`/g;

/** The open-source libraries have one name in every language (CONTENT-BRIEF); "Remote Io" is the platform's tab. */
const LIBRARY_NAME = { pattern: /remote IO|Remote IO|IO remoto/u, why: "the libraries are 'remote-IO'" };

const RULES: Record<string, Array<{ pattern: RegExp; why: string }>> = {
  pt: [
    MOJIBAKE,
    LIBRARY_NAME,
    {
      pattern: /(?<![\p{L}])([Oo]|[DdNn]o|[Pp]elo|[Aa]o|[Uu]m) NIoT\b(?! Lab)/u,
      why: "the brand is feminine in pt: a NIoT, da NIoT, na NIoT",
    },
    { pattern: /\bOficinas?\b(?= (online|para|de IoT|NIoT))/u, why: "workshops are 'workshop' in pt" },
  ],
  en: [
    MOJIBAKE,
    LIBRARY_NAME,
    { pattern: /\b(Workload|first semester|Devices of this space|Please!)/u, why: "a calque of Portuguese" },
    BRAZILIAN_TIME,
    { pattern: /\be-mails?\b/iu, why: "US English writes 'email'" },
    {
      pattern: /\b(?:[01]?\d|2[0-3]):[0-5]\d\b(?! ?[AP]M)/u,
      why: "en clock times as formatClock writes them: 8:00 AM",
    },
    {
      pattern:
        /\b(colours?|behaviours?|organis\w*|specialis\w*|recognis\w*|summaris\w*|customis\w*|licence|metres?|judgement|mains)\b/iu,
      why: "British spelling; the site writes US English",
    },
    {
      pattern: /\b\d{1,2} (January|February|March|April|May|June|July|August|September|October|November|December)\b/u,
      why: "US dates: October 18, 2025",
    },
    { pattern: /\bCondominium\b/iu, why: "calque of 'condomínio': apartment building" },
    { pattern: /\bOpening control\b/iu, why: "calque of 'controle de abertura': access control" },
    { pattern: /\bgourmet space\b/iu, why: "calque of 'espaço gourmet': party room" },
  ],
  es: [
    MOJIBAKE,
    LIBRARY_NAME,
    {
      pattern: /\b(mesadas?|vidrieras?|Nota de caso|Acentos de)\b|Apaga[^.]*vac[ií]as por \d+ minutos/iu,
      why: "regional or calqued Spanish",
    },
    BRAZILIAN_TIME,
    {
      pattern: /(?<![\d:.,])\d:\d\d(?!\d)/u,
      why: "es clock times as the site formats them (landing-tokens formatClock): 08:00",
    },
    { pattern: /(?<![#/])\bnewsletter\b(?!Page|")/iu, why: "the glossary says 'boletín'" },
    { pattern: /\bbanco de trabajo\b/iu, why: "calque of 'bancada': práctica, mesa de trabajo" },
    { pattern: /(?<![-/\w])workshops?(?![-/\w])/iu, why: "workshops are 'taller' in es" },
    { pattern: /\bespacios? gourmet\b/iu, why: "Brazilian 'espaço gourmet': salón de fiestas" },
    { pattern: /\bse disparó la bomba\b/iu, why: "reads as a bomb going off: arrancó la bomba" },
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
        lines
          .filter(({ line }) => pattern.test(line.replace(CODE_SPAN, "")))
          .map(({ file, line }) => `${file}: ${line.trim().slice(0, 120)}`),
      ).toEqual([]);
    });
  }
});
