import path from "node:path";
import { describe, expect, it } from "vitest";
import { EVENT_LANDINGS, EVENTS, loadCollection, NEWS_LANDING } from "../../content-pipeline";
import type { LandingSection } from "./landing-model";

const root = path.resolve("content");
const events = loadCollection(root, EVENTS);
const landings = loadCollection(root, EVENT_LANDINGS);
const news = loadCollection(root, NEWS_LANDING);

/** What must not differ between languages: section ids, styles, element kinds, form ids, actions' targets. */
const shape = (sections: LandingSection[]) =>
  sections.map((section) => ({
    id: section.id,
    style: section.style,
    class: section.class,
    children: section.children.map((child) =>
      child.type === "input"
        ? `input:${child.name}:${child.action.onChange.formId}`
        : child.type === "button"
          ? `button:${JSON.stringify({ ...child.action.onClick })}`
          : child.type === "image"
            ? `image:${child.src}`
            : child.type,
    ),
  }));

describe("event content", () => {
  it("holds the spec's 10 events, from 2021-11-25 to the workshop of 2025-10-18, and the ones announced since", () => {
    const past = events.pt.filter((event) => event.id <= 10);
    expect(past).toHaveLength(10);
    const dates = past.flatMap((event) => [event.date, event.endDate]).sort();
    expect(dates[0]).toBe("2021-11-25T19:00:00-03:00");
    // The spec's 2025-10-19 was the day after the workshop, written so it ended at midnight; it ends at 17h.
    expect(dates.at(-1)).toBe("2025-10-18T17:00:00-03:00");
    const announced = events.pt.filter((event) => event.id > 10);
    expect(announced.length).toBeGreaterThanOrEqual(3);
    for (const event of announced) expect(event.date > "2026-11-25", event.title).toBe(true);
  });

  it("every standalone event has its landing page, and the spec's pages exist", () => {
    const slugs = landings.pt.map((landing) => landing.slug);
    for (const event of events.pt.filter((entry) => !entry.page.startsWith("article/")))
      expect(slugs).toContain(event.page);
    expect(slugs).toEqual(expect.arrayContaining(["curso-javascript", "curso-backend", "workshop-niot-lab"]));
  });

  it("the landing pages have the same structure in pt, en and es", () => {
    for (const page of landings.pt) {
      for (const lang of ["en", "es"] as const) {
        const other = landings[lang].find((entry) => entry.slug === page.slug)!;
        expect(shape(other.sections), `${lang}/${page.slug}`).toEqual(shape(page.sections));
      }
    }
  });

  it("the news landing page has the spec's parts, the same in pt, en and es", () => {
    const [page] = news.pt;
    expect(page?.sections.map((section) => section.style)).toEqual([
      "hero",
      "differentials",
      "info",
      "audience",
      "registration",
    ]);
    for (const lang of ["en", "es"] as const)
      expect(shape(news[lang][0]!.sections), lang).toEqual(shape(page!.sections));
  });

  it("carries the spec's course and workshop facts", () => {
    const event = (slug: string) => landings.pt.find((entry) => entry.slug === slug)!.event!;
    expect(event("curso-javascript")).toMatchObject({
      hours: 45,
      modules: 7,
      startDate: "2025-01-13",
      groups: 4,
      groupSize: 8,
    });
    expect(event("curso-backend")).toMatchObject({ hours: 20, days: 5, startDate: "2025-07-21" });
    expect(event("workshop-niot-lab")).toMatchObject({
      hours: 8,
      startDate: "2025-10-18",
      startTime: "08:00",
      endTime: "17:00",
      mode: "presencial",
      free: true,
      location: { locality: "Guaíba", region: "RS" },
    });
    expect(new Date("2025-10-18T12:00:00Z").getUTCDay()).toBe(6);
  });
});
