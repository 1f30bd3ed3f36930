/**
 * The event rules of spec §3, §4 and §5 as pure functions: which tags a card shows and where,
 * when an event counts as ended, how the list is searched and sorted, and how long review
 * comments are cut. Only relative imports, so the content build (scripts/) can use the same lists.
 */
import type { Language } from "../i18n/languages";
import { formatNumber } from "./format-number";

export const EVENT_TAGS = ["embreve", "gratuito", "desconto", "presencial", "encerrado"] as const;
export type EventTag = (typeof EVENT_TAGS)[number];

/** Computed per request, never written in content: the event still takes registrations. */
export const OPEN_TAG = "inscricoes";
export type DisplayTag = EventTag | typeof OPEN_TAG;

/** Spec §4: these go on the right of the card, the others on the left. */
export const RIGHT_SIDE_TAGS: readonly DisplayTag[] = ["gratuito", "desconto", "encerrado"];

export const EVENT_SORTS = ["recentes", "antigos"] as const;
export type EventSort = (typeof EVENT_SORTS)[number];
export const DEFAULT_EVENT_SORT: EventSort = "recentes";

/** Spec §9: review comments longer than this are cut, with a 'Ver mais' toggle. */
export const REVIEW_TRUNCATE_AT = 140;

/**
 * A date without a time (a last day of registration) is read at midnight in Brazil (UTC−3 all year
 * since 2019), where the events take place; an event's own times are zoned ISO date-times
 * ("2026-12-09T20:00:00-03:00", built from its wall-clock time and zone by lib/zoned-time) and are
 * read as written.
 */
const SITE_UTC_OFFSET = "-03:00";

export function dateInstant(isoDate: string): number {
  const value = /^\d{4}-\d{2}-\d{2}$/.test(isoDate) ? `${isoDate}T00:00:00${SITE_UTC_OFFSET}` : isoDate;
  const time = Date.parse(value);
  if (Number.isNaN(time)) throw new Error(`Not a date: ${isoDate}`);
  return time;
}

/**
 * Spec §4: an event is over once its end has passed, and its end is when its last session ends
 * (`endDate` with its time and zone), not the midnight that starts its last day. Computed per
 * request, never baked in.
 */
export function isEnded(endDate: string, now: Date): boolean {
  return dateInstant(endDate) < now.getTime();
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Registration is accepted through the whole of its last day (Brazil time). */
export function isRegistrationOpen(lastDay: string, now: Date): boolean {
  return now.getTime() < dateInstant(lastDay) + DAY_MS;
}

const isEventTag = (tag: string): tag is EventTag => (EVENT_TAGS as readonly string[]).includes(tag);

/** Blank tags removed (spec §3), unknown ones dropped, each tag once, in the given order. */
export function cleanTags(tags: readonly string[]): EventTag[] {
  const result: EventTag[] = [];
  for (const raw of tags) {
    const tag = raw.trim();
    if (isEventTag(tag) && !result.includes(tag)) result.push(tag);
  }
  return result;
}

/**
 * The tags a card shows at `now`: an ended event gains 'encerrado' and loses 'embreve'
 * (announcing a past event as coming soon would contradict the tag beside it); one still taking
 * registrations (through `registrationUntil`, else until it ends) leads with the open tag; a
 * hand-written 'encerrado' on a future event is dropped, so the tag always follows the date.
 */
export function displayTags(
  tags: readonly string[],
  endDate: string,
  now: Date,
  registrationUntil?: string,
): DisplayTag[] {
  const cleaned = cleanTags(tags).filter((tag) => tag !== "encerrado");
  if (isEnded(endDate, now)) return [...cleaned.filter((tag) => tag !== "embreve"), "encerrado"];
  const open = registrationUntil ? isRegistrationOpen(registrationUntil, now) : true;
  return open ? [OPEN_TAG, ...cleaned] : cleaned;
}

/** Spec §4: gratuito, desconto and encerrado on the right of the card; the others on the left. */
export function placeTags(tags: readonly DisplayTag[]): { left: DisplayTag[]; right: DisplayTag[] } {
  return {
    left: tags.filter((tag) => !RIGHT_SIDE_TAGS.includes(tag)),
    right: tags.filter((tag) => RIGHT_SIDE_TAGS.includes(tag)),
  };
}

/** Lower case, accents removed, spaces collapsed: 'Programação  Básica' → 'programacao basica'. */
export function normalizeText(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/\s+/g, " ")
    .trim();
}

/**
 * Search of spec §5, widened to tags: every word of the term must appear somewhere in the
 * searchable texts (title, content, tag ids and their translated labels), ignoring case and accents.
 * An empty term matches everything.
 */
export function matchesSearch(texts: readonly string[], term: string): boolean {
  const words = normalizeText(term).split(" ").filter(Boolean);
  if (words.length === 0) return true;
  const haystack = normalizeText(texts.join(" "));
  return words.every((word) => haystack.includes(word));
}

/** Unknown or missing values fall back to the default, so a hand-edited URL still shows a list. */
export function parseSort(value: string | null | undefined): EventSort {
  return (EVENT_SORTS as readonly string[]).includes(value ?? "") ? (value as EventSort) : DEFAULT_EVENT_SORT;
}

/**
 * Spec §5: 'recentes' by endDate descending, 'antigos' ascending; equal dates keep id order.
 * With 'recentes', events still to come (`upcoming`, decided on the server at request time) lead,
 * the soonest first, so the next thing to sign up for is the first card.
 */
export function sortEvents<T extends { endDate: string; id: number; upcoming?: boolean }>(
  events: readonly T[],
  sort: EventSort,
): T[] {
  const direction = sort === "recentes" ? -1 : 1;
  return [...events].sort((a, b) => {
    if (sort === "recentes" && Boolean(a.upcoming) !== Boolean(b.upcoming)) return a.upcoming ? -1 : 1;
    const byDate =
      (dateInstant(a.endDate) - dateInstant(b.endDate)) * (sort === "recentes" && a.upcoming ? 1 : direction);
    return byDate !== 0 ? byDate : a.id - b.id;
  });
}

/** Where an event card leads: '/article/{slug}' or a standalone landing page '/{slug}'. */
export function eventHref(page: string): string {
  return `/${page.replace(/^\/+/, "")}`;
}

/**
 * Spec §4: a comment over `limit` characters is cut at the last word boundary within the limit
 * (or at the limit when a single word is longer), with an ellipsis.
 */
export function truncateComment(text: string, limit = REVIEW_TRUNCATE_AT): { text: string; truncated: boolean } {
  const whole = text.trim();
  if (whole.length <= limit) return { text: whole, truncated: false };
  const cut = whole.slice(0, limit);
  const lastSpace = cut.lastIndexOf(" ");
  const short = (lastSpace > limit * 0.6 ? cut.slice(0, lastSpace) : cut).replace(/[\s,.;:!?—–-]+$/, "");
  return { text: `${short}…`, truncated: true };
}

/**
 * The average of the ratings with one decimal, in the language's one number convention (decision 059):
 * "5,0" in pt, "5.0" in en and es (es-419, like every other number on the Spanish pages).
 */
export function formatRating(ratings: readonly number[], lang: Language): string {
  const average = ratings.length ? ratings.reduce((sum, value) => sum + value, 0) / ratings.length : 0;
  return formatNumber(average, lang, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
