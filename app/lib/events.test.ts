import { describe, expect, it } from "vitest";
import { LANGUAGES, LOCALE_OF } from "~/i18n/languages";
import {
  cleanTags,
  displayTags,
  eventHref,
  formatRating,
  isEnded,
  isRegistrationOpen,
  matchesSearch,
  normalizeText,
  parseSort,
  placeTags,
  sortEvents,
  truncateComment,
} from "./events";

/** A fixed clock: 22 November 2026, 12:00 in Brazil. */
const NOW = new Date("2026-11-22T12:00:00-03:00");

describe("ended rule (endDate before now)", () => {
  it("an event whose endDate has passed is ended", () => {
    expect(isEnded("2025-10-19", NOW)).toBe(true);
    expect(isEnded("2021-11-25", NOW)).toBe(true);
  });

  it("an event ending later is not ended", () => {
    expect(isEnded("2027-03-27", NOW)).toBe(false);
    expect(isEnded("2026-11-23", NOW)).toBe(false);
  });

  it("a date-only endDate counts from midnight in Brazil", () => {
    expect(isEnded("2026-11-22", new Date("2026-11-22T02:59:59Z"))).toBe(false);
    expect(isEnded("2026-11-22", new Date("2026-11-22T03:00:01Z"))).toBe(true);
  });

  it("a full date-time endDate is read as written", () => {
    expect(isEnded("2026-11-22T17:00:00-03:00", NOW)).toBe(false);
    expect(isEnded("2026-11-22T11:00:00-03:00", NOW)).toBe(true);
  });

  it("an evening webinar is not over during its day, only after its last minute (Brasília time)", () => {
    const end = "2026-12-09T20:00:00-03:00";
    expect(isEnded(end, new Date("2026-12-09T00:00:01-03:00"))).toBe(false);
    expect(isEnded(end, new Date("2026-12-09T19:30:00-03:00"))).toBe(false);
    expect(isEnded(end, new Date("2026-12-09T20:00:01-03:00"))).toBe(true);
    expect(displayTags(["embreve"], end, new Date("2026-12-09T18:00:00-03:00"))).not.toContain("encerrado");
  });

  it("adds 'encerrado' to an ended event, once, and drops 'embreve'", () => {
    expect(displayTags(["embreve", "gratuito", ""], "2025-10-19", NOW)).toEqual(["gratuito", "encerrado"]);
    expect(displayTags(["encerrado", "presencial"], "2025-10-19", NOW)).toEqual(["presencial", "encerrado"]);
  });

  it("leads an event still to come with the open-for-registration tag", () => {
    expect(displayTags(["embreve", "gratuito"], "2027-03-27", NOW)).toEqual(["inscricoes", "embreve", "gratuito"]);
  });

  it("a running course whose registration closed shows neither 'open' nor 'ended'", () => {
    expect(displayTags(["gratuito"], "2026-12-20", NOW, "2026-11-20")).toEqual(["gratuito"]);
  });

  it("a hand-written 'encerrado' on a future event gives way to the date", () => {
    expect(displayTags(["encerrado"], "2027-03-27", NOW)).toEqual(["inscricoes"]);
  });

  it("registration is open through its last day", () => {
    expect(isRegistrationOpen("2027-03-04", NOW)).toBe(true);
    expect(isRegistrationOpen("2026-11-22", NOW)).toBe(true);
    expect(isRegistrationOpen("2026-11-21", NOW)).toBe(false);
    expect(isRegistrationOpen("2025-01-12", NOW)).toBe(false);
  });
});

describe("tags", () => {
  it("removes blank, unknown and repeated tags", () => {
    expect(cleanTags(["", " ", "gratuito", "gratuito", "vip", " presencial "])).toEqual(["gratuito", "presencial"]);
  });

  it("puts gratuito, desconto and encerrado on the right and the others on the left", () => {
    expect(placeTags(["embreve", "gratuito", "presencial", "desconto", "encerrado"])).toEqual({
      left: ["embreve", "presencial"],
      right: ["gratuito", "desconto", "encerrado"],
    });
    expect(placeTags(["presencial"])).toEqual({ left: ["presencial"], right: [] });
  });
});

describe("search", () => {
  const workshop = [
    "Workshop NIoT Lab em Guaíba",
    "Um dia de prática com ESP32 e automações.",
    "gratuito",
    "Gratuito",
    "presencial",
    "Presencial",
  ];

  it("ignores case", () => {
    expect(matchesSearch(workshop, "WORKSHOP")).toBe(true);
    expect(matchesSearch(workshop, "esp32")).toBe(true);
  });

  it("ignores accents both ways", () => {
    expect(matchesSearch(workshop, "guaiba")).toBe(true);
    expect(matchesSearch(["Programacao basica"], "programação")).toBe(true);
    expect(normalizeText("  Automação   Básica ")).toBe("automacao basica");
  });

  it("matches content and tags, not only titles", () => {
    expect(matchesSearch(workshop, "automacoes")).toBe(true);
    expect(matchesSearch(workshop, "presencial")).toBe(true);
  });

  it("needs every word of the term", () => {
    expect(matchesSearch(workshop, "guaíba esp32")).toBe(true);
    expect(matchesSearch(workshop, "guaíba backend")).toBe(false);
  });

  it("an empty or blank term matches everything", () => {
    expect(matchesSearch(workshop, "")).toBe(true);
    expect(matchesSearch(workshop, "   ")).toBe(true);
  });
});

describe("sort", () => {
  const events = [
    { id: 1, endDate: "2021-11-26" },
    { id: 2, endDate: "2025-10-19" },
    { id: 3, endDate: "2023-04-16" },
    { id: 4, endDate: "2023-04-16" },
  ];

  it("'recentes' lists by endDate, newest first", () => {
    expect(sortEvents(events, "recentes").map((event) => event.id)).toEqual([2, 3, 4, 1]);
  });

  it("'antigos' lists by endDate, oldest first", () => {
    expect(sortEvents(events, "antigos").map((event) => event.id)).toEqual([1, 3, 4, 2]);
  });

  it("'recentes' puts events still to come first, the soonest first", () => {
    const withUpcoming = [
      ...events,
      { id: 5, endDate: "2027-03-27", upcoming: true },
      { id: 6, endDate: "2026-12-09", upcoming: true },
    ];
    expect(sortEvents(withUpcoming, "recentes").map((event) => event.id)).toEqual([6, 5, 2, 3, 4, 1]);
    expect(sortEvents(withUpcoming, "antigos").map((event) => event.id)).toEqual([1, 3, 4, 2, 6, 5]);
  });

  it("does not change the given list", () => {
    sortEvents(events, "recentes");
    expect(events.map((event) => event.id)).toEqual([1, 2, 3, 4]);
  });

  it("reads the URL value, defaulting to 'recentes'", () => {
    expect(parseSort("antigos")).toBe("antigos");
    expect(parseSort("recentes")).toBe("recentes");
    expect(parseSort("oldest")).toBe("recentes");
    expect(parseSort(null)).toBe("recentes");
  });
});

describe("links", () => {
  it("leads to the article or to the standalone landing page", () => {
    expect(eventHref("article/workshop-guaiba-2025")).toBe("/article/workshop-guaiba-2025");
    expect(eventHref("curso-javascript")).toBe("/curso-javascript");
  });
});

describe("review truncation at 140 characters", () => {
  it("keeps a comment of 140 characters or less whole", () => {
    const exact = "a".repeat(140);
    expect(truncateComment(exact)).toEqual({ text: exact, truncated: false });
    expect(truncateComment("Curto e direto.")).toEqual({ text: "Curto e direto.", truncated: false });
  });

  it("cuts a longer comment at a word boundary within 140 characters, with an ellipsis", () => {
    const words =
      "O curso me ajudou a ligar uma placa ESP32 a um painel em uma tarde, e a revisão de código semanal mudou a forma como eu organizo os meus projetos.";
    expect(words.length).toBeGreaterThan(140);
    const { text, truncated } = truncateComment(words);
    expect(truncated).toBe(true);
    expect(text.endsWith("…")).toBe(true);
    expect(text.length).toBeLessThanOrEqual(141);
    expect(words.startsWith(text.slice(0, -1))).toBe(true);
    expect(text).not.toMatch(/\s…$/);
  });

  it("cuts a single long word at the limit", () => {
    const { text } = truncateComment("x".repeat(200));
    expect(text).toBe(`${"x".repeat(140)}…`);
  });
});

describe("aggregate rating", () => {
  it("is written '5,0' in pt and '5.0' in en and es, as Intl writes pt-BR, en and es-419", () => {
    const ratings = Array.from({ length: 9 }, () => 5);
    expect(formatRating(ratings, "pt")).toBe("5,0");
    expect(formatRating(ratings, "es")).toBe("5.0");
    expect(formatRating(ratings, "en")).toBe("5.0");
    for (const lang of LANGUAGES)
      expect(formatRating([4, 5, 5], lang)).toBe(
        new Intl.NumberFormat(LOCALE_OF[lang], { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(14 / 3),
      );
  });
});
