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
