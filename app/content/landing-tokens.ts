import type { Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format-date";
import { formatNumber } from "~/lib/format-number";
import type { Landing, LandingEvent } from "./landing-model";

const twoDigits = (value: number) => String(value).padStart(2, "0");

/** A clock time written the way each language writes it: '08h' / '8:00 AM' / '08:00'. */
export function formatClock(time: string, lang: Language): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (lang === "pt") return `${twoDigits(hours)}h${minutes ? twoDigits(minutes) : ""}`;
  if (lang === "en") return `${hours % 12 || 12}:${twoDigits(minutes)} ${hours < 12 ? "AM" : "PM"}`;
  return `${twoDigits(hours)}:${twoDigits(minutes)}`;
}

/**
 * The values of the {{tokens}} an event block offers, in one language; `zoneName` is how that language
 * names the event's time zone ("horário de Brasília"), from events.json.
 */
export function tokenValues(event: LandingEvent, lang: Language, zoneName: string): Record<string, string> {
  const number = (value: number) => formatNumber(value, lang);
  const values: Record<string, string> = {
    startDate: formatDate(event.startDate, lang),
    endDate: formatDate(event.endDate, lang),
    hours: number(event.hours),
    registrationUntil: formatDate(event.registrationUntil, lang),
    timeZone: zoneName,
  };
  if (event.startTime) values.startTime = formatClock(event.startTime, lang);
  if (event.endTime) values.endTime = formatClock(event.endTime, lang);
  for (const key of ["modules", "days", "groups", "groupSize"] as const) {
    const value = event[key];
    if (value !== undefined) values[key] = number(value);
  }
  return values;
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{\{\s*(\w+)\s*\}\}/g, (token, name: string) => values[name] ?? token);

function fillDeep<T>(node: T, values: Record<string, string>): T {
  if (typeof node === "string") return fill(node, values) as T;
  if (Array.isArray(node)) return (node as unknown[]).map((item) => fillDeep(item, values)) as T;
  if (node && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fillDeep(value, values)])) as T;
  }
  return node;
}

/** The page with every {{token}} of its title, description and sections replaced (server side, per language). */
export function fillLandingTokens<T extends Pick<Landing, "title" | "description" | "sections" | "event">>(
  landing: T,
  lang: Language,
  zoneName: (timeZone: LandingEvent["timeZone"]) => string,
): T {
  if (!landing.event) return landing;
  const values = tokenValues(landing.event, lang, zoneName(landing.event.timeZone));
  return {
    ...landing,
    title: fill(landing.title, values),
    description: fill(landing.description, values),
    sections: fillDeep(landing.sections, values),
  };
}
