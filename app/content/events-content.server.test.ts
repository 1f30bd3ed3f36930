import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import { dateInstant } from "~/lib/events";
import { courseStatus, eventCards, landingAt, openLandings } from "./events-content.server";

/** Injected clocks: the day of this change, between the webinars, and after everything announced. */
const NOWS = [
  new Date("2026-11-25T12:00:00-03:00"),
  new Date("2027-01-01T12:00:00-03:00"),
  new Date("2027-04-01T12:00:00-03:00"),
];
const LANDING_SLUGS = ["curso-javascript", "curso-backend", "workshop-niot-lab", "curso-esp32"];

describe.each(NOWS.map((now) => [now.toISOString().slice(0, 10), now] as const))("events at %s", (_day, now) => {
  it.each(LANGUAGES)("no ended event is open and no running one is marked ended (%s)", (lang) => {
    for (const card of eventCards(lang, now)) {
      const ended = dateInstant(card.endDate) < now.getTime();
      expect(card.tags.includes("encerrado"), card.title).toBe(ended);
      if (ended) expect(card.tags, card.title).not.toContain("inscricoes");
      expect(card.upcoming, card.title).toBe(!ended);
    }
  });

  it("lists upcoming events first", () => {
    const cards = eventCards("pt", now);
    const firstPast = cards.findIndex((card) => !card.upcoming);
    if (firstPast >= 0) expect(cards.slice(firstPast).every((card) => !card.upcoming)).toBe(true);
  });

  it.each(LANGUAGES)("the list, the hero's open list and the landing pages agree on open registration (%s)", (lang) => {
    const open = new Set(openLandings(lang, now).map((entry) => entry.slug));
    for (const slug of LANDING_SLUGS) {
      const page = landingAt(lang, slug, now)!;
      expect(page.registration?.open, slug).toBe(open.has(slug));
      expect(courseStatus(slug, now) === "open", slug).toBe(open.has(slug));
      const card = eventCards(lang, now).find((entry) => entry.href === `/${slug}`);
      if (card && open.has(slug)) expect(card.tags, slug).toContain("inscricoes");
    }
  });

  it.each(LANGUAGES)("a closed course page has no button leading to its registration form (%s)", (lang) => {
    for (const slug of LANDING_SLUGS) {
      const page = landingAt(lang, slug, now)!;
      if (page.registration?.open) continue;
      const buttons = page.sections
        .flatMap((section) => section.children)
        .filter((child) => child.type === "button" && !child.action.onClick.formId);
      expect(
        buttons.map((button) => button.type === "button" && button.action.onClick.scroll).filter(Boolean),
        slug,
      ).toEqual([]);
    }
  });
});

it("the ESP32 course is open on the day of this change and closed after its last day of registration", () => {
  expect(courseStatus("curso-esp32", NOWS[0]!)).toBe("open");
  expect(courseStatus("curso-esp32", NOWS[2]!)).toBe("closed");
  expect(courseStatus("curso-backend", NOWS[0]!)).toBe("closed");
  expect(courseStatus("curso-cobol", NOWS[0]!)).toBe("unknown");
});

it("the ESP32 course page tells closed registration apart from a finished group", () => {
  const during = landingAt("pt", "curso-esp32", new Date("2027-03-13T10:00:00-03:00"))!.registration!;
  expect(during).toMatchObject({ open: false, finished: false, startLabel: "6 de março de 2027" });
  const lastMorning = landingAt("pt", "curso-esp32", new Date("2027-03-27T12:59:00-03:00"))!.registration!;
  expect(lastMorning.finished).toBe(false);
  const after = landingAt("pt", "curso-esp32", new Date("2027-03-27T13:01:00-03:00"))!.registration!;
  expect(after).toMatchObject({ open: false, finished: true });
});

it("a card dates an event by its first session, in the zone it happens in", () => {
  const now = new Date("2026-11-27T12:00:00-03:00");
  const label = (lang: "pt" | "en" | "es") => eventCards(lang, now).find((card) => card.id === 11)!.dateLabel;
  expect(label("pt")).toBe("9 de dezembro de 2026, 19h, horário de Brasília");
  expect(label("en")).toBe("December 9, 2026, 7:00 PM Brasília time");
  expect(label("es")).toBe("9 de diciembre de 2026, 19:00, hora de Brasilia");
  const webinarDay = eventCards("pt", new Date("2026-12-09T19:30:00-03:00")).find((card) => card.id === 11)!;
  expect(webinarDay.tags).not.toContain("encerrado");
});

it("a course page says which clock its times are on, in each language", () => {
  const now = new Date("2026-11-27T12:00:00-03:00");
  const facts = (lang: "pt" | "en" | "es") =>
    landingAt(lang, "curso-esp32", now)!
      .sections.flatMap((section) => section.children)
      .flatMap((child) => (child.type === "fact" ? [child.value] : []));
  expect(facts("pt")).toContain("Sábados, das 09h às 13h (horário de Brasília)");
  expect(facts("en")).toContain("Saturdays, 9:00 AM to 1:00 PM (Brasília time)");
  expect(facts("es")).toContain("Sábados, de 09:00 a 13:00 (hora de Brasilia)");
});
