/**
 * Wall-clock times of a place turned into instants: the events are written as the organisers say them
 * ("2026-12-09T19:00" in Brasília) and compared with the request's clock as instants. Runs where the
 * content is loaded (build and server); the browser only reads the resulting ISO strings.
 */

/** The time zones an event may be written in; each has a name for the card in events.json (`card.when`). */
export const EVENT_TIME_ZONES = ["America/Sao_Paulo"] as const;
export type EventTimeZone = (typeof EVENT_TIME_ZONES)[number];

const LOCAL_DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** Minutes the zone is ahead of UTC at the instant `utcMs` (−180 for Brasília). */
function offsetMinutes(utcMs: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone,
    hourCycle: "h23",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
    hour: "2-digit",
    minute: "2-digit",
  }).formatToParts(new Date(utcMs));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((entry) => entry.type === type)?.value);
  const wall = Date.UTC(part("year"), part("month") - 1, part("day"), part("hour"), part("minute"));
  return Math.round((wall - utcMs) / 60_000);
}

const twoDigits = (value: number) => String(value).padStart(2, "0");

/**
 * "2026-12-09T19:00" in "America/Sao_Paulo" → "2026-12-09T19:00:00-03:00": the same wall-clock time
 * with the zone's offset on that day (so a zone with summer time gets the right one).
 */
export function zonedDateTime(local: string, timeZone: string): string {
  const match = LOCAL_DATE_TIME.exec(local);
  if (!match) throw new Error(`Not a local date and time YYYY-MM-DDTHH:MM: ${local}`);
  const [, year, month, day, hour, minute] = match.map(Number) as [number, number, number, number, number, number];
  const asUtc = Date.UTC(year, month - 1, day, hour, minute);
  const firstGuess = offsetMinutes(asUtc, timeZone);
  const offset = offsetMinutes(asUtc - firstGuess * 60_000, timeZone);
  const sign = offset < 0 ? "-" : "+";
  const absolute = Math.abs(offset);
  return `${local}:00${sign}${twoDigits(Math.floor(absolute / 60))}:${twoDigits(absolute % 60)}`;
}

/** The wall-clock parts of a zoned ISO string as written: its calendar day and its "HH:MM". */
export const localDay = (zoned: string): string => zoned.slice(0, 10);
export const localClock = (zoned: string): string => zoned.slice(11, 16);
