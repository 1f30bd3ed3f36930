/**
 * The content stays true on the day it is read: an event card does not say "ended" before the event's
 * last session has ended, and no article announces as still to come a date the site has already
 * passed. Read from content/ through the pipeline, as the build reads it.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { LANGUAGES, type Language } from "~/i18n/languages";
import { eventEnd, eventStart } from "~/lib/course-status";
import { isEnded } from "~/lib/events";
import { formatDate } from "~/lib/format-date";
import { localClock, localDay } from "~/lib/zoned-time";
import { BLOG, EVENT_LANDINGS, EVENTS, loadCollection } from "../../content-pipeline";

const root = path.resolve("content");
const events = loadCollection(root, EVENTS);
const landings = loadCollection(root, EVENT_LANDINGS);
const blog = loadCollection(root, BLOG);

const MINUTE = 60_000;
const shift = (iso: string, minutes: number) => new Date(Date.parse(iso) + minutes * MINUTE);

/** The clock times a Portuguese text states ("às 19h", "das 08h às 17h", "18h30"), as "HH:MM". */
const clockTimesIn = (text: string) =>
  [...text.matchAll(/(?<![\p{L}\d])(\d{1,2})h(\d{2})?(?![\p{L}\d])/gu)].map(
    ([, hours, minutes]) => `${hours!.padStart(2, "0")}:${minutes ?? "00"}`,
  );

describe("an event card says 'ended' only once the last session has ended", () => {
  it.each(events.pt.map((event) => [event.slug, event] as const))("%s", (_slug, event) => {
    // Not over a minute before its end, over a minute after.
    expect(isEnded(event.endDate, shift(event.endDate, -1)), "a minute before the end").toBe(false);
    expect(isEnded(event.endDate, shift(event.endDate, 1)), "a minute after the end").toBe(true);

    // Its end is a time of day the event is still running at, not the midnight that starts (or follows) its last day.
    expect(localClock(event.endDate), "the end is a time of day").not.toBe("00:00");

    // A standalone event's card starts and ends with its landing page's first and last sessions.
    const landing = landings.pt.find((entry) => entry.slug === event.page)?.event;
    if (landing) {
      expect(event.date, "card start = first session").toBe(eventStart(landing));
      expect(event.endDate, "card end = last session").toBe(eventEnd(landing));
    }

    // The times the card's own text states (pt writes them as "19h") fall inside the event.
    const stated = clockTimesIn([event.content].flat().join(" "));
    if (stated.length > 0) {
      expect(localClock(event.date), "starts at the first time the text states").toBe(stated[0]);
      if (localDay(event.date) === localDay(event.endDate))
        expect(localClock(event.endDate) >= stated.at(-1)!, "ends after the last time the text states").toBe(true);
    }
  });
});

/** "18 de outubro de 2025" / "October 18, 2025" / "18 October 2025" → "2025-10-18". */
function datesIn(text: string, lang: Language): Array<{ iso: string; index: number }> {
  const months = Array.from({ length: 12 }, (_, month) =>
    formatDate(`2000-${String(month + 1).padStart(2, "0")}-01`, lang)
      .replace(/\d|,| de /g, " ")
      .trim(),
  );
  const month = `(${months.join("|")})`;
  const patterns =
    lang === "en"
      ? [
          { regex: new RegExp(`${month} (\\d{1,2}),? (\\d{4})`, "giu"), day: 2, month: 1, year: 3 },
          { regex: new RegExp(`(\\d{1,2}) ${month},? (\\d{4})`, "giu"), day: 1, month: 2, year: 3 },
        ]
      : [{ regex: new RegExp(`(\\d{1,2}) de ${month} de (\\d{4})`, "giu"), day: 1, month: 2, year: 3 }];
  return patterns.flatMap(({ regex, ...groups }) =>
    [...text.matchAll(regex)].map((match) => {
      const monthNumber = months.findIndex((name) => name.toLowerCase() === match[groups.month]!.toLowerCase()) + 1;
      return {
        iso: `${match[groups.year]}-${String(monthNumber).padStart(2, "0")}-${match[groups.day]!.padStart(2, "0")}`,
        index: match.index,
      };
    }),
  );
}

/** Words that announce something as still to come ("o próximo é", "we will", "hacemos un taller"). */
const FUTURE: Record<Language, RegExp> = {
  pt: /(?<!\p{L})(próxim[oa]s?|será|serão|vai|vão|vamos|faremos|fazemos|acontecerá|começa|começará|abrem?|inscreva-se)(?!\p{L})/iu,
  en: /(?<!\p{L})(next|will|upcoming|coming|we hold|we run|we host|takes place|sign up|register early)(?!\p{L})/iu,
  es: /(?<!\p{L})(próxim[oa]s?|será|serán|vamos|haremos|hacemos|realizamos|empieza|comienza|abren?|inscríbete)(?!\p{L})/iu,
};

/** The sentence around a position of a text. */
function sentenceAt(text: string, index: number): string {
  const start = Math.max(text.lastIndexOf(". ", index), text.lastIndexOf("\n", index)) + 1;
  const ends = [text.indexOf(". ", index), text.indexOf("\n", index)].filter((at) => at >= 0);
  return text.slice(start, ends.length ? Math.min(...ends) : undefined).trim();
}

const plainText = (html: string) =>
  html
    .replace(/<\/(p|li|h\d)>/g, "\n")
    .replace(/<[^>]+>/g, "")
    .replace(/&nbsp;/g, " ");

describe.each(LANGUAGES)("articles in %s read true on the day the site last published", (lang) => {
  // The site is read on the day of its newest article at the earliest: what an article calls "next"
  // must not be before that day, nor before the article's own date.
  const newest = blog[lang]
    .map((article) => article.published)
    .sort()
    .at(-1)!;

  it("announce no date before that day as still to come", () => {
    const stale = blog[lang].flatMap((article) => {
      const readOn = article.published > newest ? article.published : newest;
      const text = [article.subtitle, plainText(article.html)].join("\n");
      return datesIn(text, lang)
        .filter(({ iso }) => iso < readOn)
        .map(({ iso, index }) => ({ iso, sentence: sentenceAt(text, index) }))
        .filter(({ sentence }) => FUTURE[lang].test(sentence))
        .map(({ iso, sentence }) => `${article.slug} (read on ${readOn}) announces ${iso}: "${sentence}"`);
    });
    expect(stale).toEqual([]);
  });

  it("the date finder reads this language's dates (so the check above can fail)", () => {
    const sample = {
      pt: "O próximo é no sábado, 18 de outubro de 2025.",
      en: "The next one is on Saturday, October 18, 2025, or 18 October 2025.",
      es: "El próximo es el sábado 18 de octubre de 2025.",
    }[lang];
    expect(datesIn(sample, lang).map(({ iso }) => iso)[0]).toBe("2025-10-18");
    expect(FUTURE[lang].test(sample)).toBe(true);
  });
});
