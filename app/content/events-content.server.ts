import content from "virtual:content";
import type { Language } from "~/i18n/languages";
import {
  courseFinished,
  courseRegistrationStatus,
  courseSchedules,
  type CourseRegistrationStatus,
} from "~/lib/course-status";
import { displayTags, eventHref, isEnded, sortEvents, DEFAULT_EVENT_SORT, type DisplayTag } from "~/lib/events";
import { formatDate } from "~/lib/format-date";
import { localClock, localDay, type EventTimeZone } from "~/lib/zoned-time";
import { translate } from "~/i18n/resources.server";
import { registrationSectionId, withoutRegistrationButtons } from "./landing-blocks";
import { fillLandingTokens, formatClock } from "./landing-tokens";
import type { LandingEvent } from "./landing-model";

type EventEntry = (typeof content.events.pt)[number];
type LandingEntry = (typeof content.eventLandings.pt)[number];

/** What an event card needs, with the request-time tags ('encerrado' once the event is over). */
export interface EventCard {
  key: string;
  id: number;
  title: string;
  content: string[];
  /** When the first session starts, a zoned ISO date-time. */
  date: string;
  /** Its day, time and zone as the visitor reads them: "9 de dezembro de 2026, 19h, horário de Brasília". */
  dateLabel: string;
  /** When the last session ends: past it, the card says 'encerrado'. */
  endDate: string;
  tags: DisplayTag[];
  /** Not over at the time of the request: listed first, soonest first. */
  upcoming: boolean;
  img: string;
  href: string;
}

const paragraphs = (text: EventEntry["content"]) => (Array.isArray(text) ? text : [text]);

/** The last day of registration of the landing page an event card opens, if it has one. */
const registrationUntilOf = (page: string) =>
  content.eventLandings.pt.find((entry) => entry.slug === page)?.event?.registrationUntil;

/** events.json's name of each zone ("horário de Brasília", "Brasília time", "hora de Brasilia"). */
const ZONE_KEYS: Record<EventTimeZone, string> = { "America/Sao_Paulo": "zones.brasilia" };

/** How a language names an event's time zone: the cards' dates and the landing pages' {{timeZone}}. */
export const zoneName = (lang: Language) => (timeZone: EventTimeZone) => translate(lang, "events", ZONE_KEYS[timeZone]);

/** "9 de dezembro de 2026, 19h, horário de Brasília" / "December 9, 2026, 7:00 PM Brasília time". */
export function startLabel(zonedStart: string, timeZone: EventTimeZone, lang: Language): string {
  return translate(lang, "events", "card.when", {
    date: formatDate(localDay(zonedStart), lang),
    time: formatClock(localClock(zonedStart), lang),
    zone: zoneName(lang)(timeZone),
  });
}

/** The event cards of one language at `now`: upcoming first (soonest first), then the most recent. */
export function eventCards(lang: Language, now: Date): EventCard[] {
  const cards = content.events[lang].map((entry) => ({
    key: entry.slug,
    id: entry.id,
    title: entry.title,
    content: paragraphs(entry.content),
    date: entry.date,
    dateLabel: startLabel(entry.date, entry.timeZone, lang),
    endDate: entry.endDate,
    tags: displayTags(entry.tags, entry.endDate, now, registrationUntilOf(entry.page)),
    upcoming: !isEnded(entry.endDate, now),
    img: entry.img,
    href: eventHref(entry.page),
  }));
  return sortEvents(cards, DEFAULT_EVENT_SORT);
}

export type Landing = Omit<LandingEntry, "html" | "headings" | "links">;

/** One landing page's data (no Markdown body: the page is built from its sections). */
export function landingPage(lang: Language, slug: string): Landing | undefined {
  const found = content.eventLandings[lang].find((entry) => entry.slug === slug);
  if (!found) return undefined;
  const { html: _html, headings: _headings, links: _links, ...landing } = found;
  return landing;
}

/** Landing pages still taking registrations at `now`, soonest first: the /events page points to them. */
export function openLandings(
  lang: Language,
  now: Date,
): Array<{ slug: string; title: string; startDate: string; startLabel: string }> {
  return content.eventLandings[lang]
    .flatMap((entry) =>
      entry.event && courseStatus(entry.slug, now) === "open" ? [{ entry, event: entry.event }] : [],
    )
    .sort((a, b) => a.event.startDate.localeCompare(b.event.startDate))
    .map(({ entry, event }) => ({
      slug: entry.slug,
      title: entry.title,
      startDate: event.startDate,
      startLabel: formatDate(event.startDate, lang),
    }));
}

/**
 * A landing page as the visitor gets it at `now`: tokens filled, open or closed, and once closed
 * without the buttons that lead to the registration form (the closed notice replaces the form).
 */
export function landingAt(lang: Language, slug: string, now: Date) {
  const found = landingPage(lang, slug);
  if (!found) return undefined;
  const landing = fillLandingTokens(found, lang, zoneName(lang));
  const registration = landing.event
    ? {
        open: courseStatus(slug, now) === "open",
        kind: landing.event.kind,
        finished: courseFinished(slug, now, courseCatalogue()),
        untilLabel: formatDate(landing.event.registrationUntil, lang),
        startLabel: formatDate(landing.event.startDate, lang),
        noticeId: registrationSectionId(landing.sections),
      }
    : null;
  const sections = registration && !registration.open ? withoutRegistrationButtons(landing.sections) : landing.sections;
  return { landing, registration, sections };
}

/** This site's landing pages as schedules (the same dates in every language). */
export const courseCatalogue = () => courseSchedules(content.eventLandings.pt);

/** courseRegistrationStatus over this site's landing pages. */
export const courseStatus = (slug: string, now: Date): CourseRegistrationStatus =>
  courseRegistrationStatus(slug, now, courseCatalogue());

/** Where an article about an event invites to register: the event's landing page at its registration section. */
export interface EventInvitation {
  title: string;
  /** Its day, time and zone as the visitor reads them. */
  dateLabel: string;
  /** The landing page's registration (or, once closed, its closed notice). */
  href: string;
  open: boolean;
  kind: LandingEvent["kind"];
}

/** The invitation of the event `slug` (an entry of content/events) at `now`, if it has a landing page. */
export function eventInvitation(lang: Language, slug: string, now: Date): EventInvitation | undefined {
  const entry = content.events[lang].find((event) => event.slug === slug);
  const landing = entry && landingPage(lang, entry.page);
  if (!entry || !landing?.event) return undefined;
  const section = registrationSectionId(landing.sections);
  return {
    title: entry.title,
    dateLabel: startLabel(entry.date, entry.timeZone, lang),
    href: `${eventHref(entry.page)}${section ? `#${section}` : ""}`,
    open: courseStatus(entry.page, now) === "open",
    kind: landing.event.kind,
  };
}
