import { LOCALE_OF, type Language } from "~/i18n/languages";
import { formatDate } from "~/lib/format-date";
import type { Landing, LandingEvent } from "./landing-model";

/** A clock time written the way each language writes it: '08h' / '8:00 AM' / '08:00'. */
export function formatClock(time: string, lang: Language): string {
  const [hours = 0, minutes = 0] = time.split(":").map(Number);
  if (lang === "pt") return `${String(hours).padStart(2, "0")}h${minutes ? String(minutes).padStart(2, "0") : ""}`;
  return new Intl.DateTimeFormat(LOCALE_OF[lang], { hour: "numeric", minute: "2-digit", hour12: lang === "en", timeZone: "UTC" }).format(
    new Date(Date.UTC(2000, 0, 1, hours, minutes)),
  );
}

/** The values of the {{tokens}} an event block offers, in one language. */
export function tokenValues(event: LandingEvent, lang: Language): Record<string, string> {
  const number = (value: number) => new Intl.NumberFormat(LOCALE_OF[lang]).format(value);
  const values: Record<string, string> = {
    startDate: formatDate(event.startDate, lang),
    endDate: formatDate(event.endDate, lang),
    hours: number(event.hours),
    registrationUntil: formatDate(event.registrationUntil, lang),
  };
  if (event.startTime) values.startTime = formatClock(event.startTime, lang);
  if (event.endTime) values.endTime = formatClock(event.endTime, lang);
  for (const key of ["modules", "days", "groups", "groupSize"] as const) {
    const value = event[key];
    if (value !== undefined) values[key] = number(value);
  }
  return values;
}

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{\s*(\w+)\s*\}\}/g, (token, name: string) => values[name] ?? token);

function fillDeep<T>(node: T, values: Record<string, string>): T {
  if (typeof node === "string") return fill(node, values) as T;
  if (Array.isArray(node)) return node.map((item) => fillDeep(item, values)) as T;
  if (node && typeof node === "object") {
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, fillDeep(value, values)])) as T;
  }
  return node;
}

/** The page with every {{token}} of its title, description and sections replaced (server side, per language). */
export function fillLandingTokens<T extends Pick<Landing, "title" | "description" | "sections" | "event">>(landing: T, lang: Language): T {
  if (!landing.event) return landing;
  const values = tokenValues(landing.event, lang);
  return {
    ...landing,
    title: fill(landing.title, values),
    description: fill(landing.description, values),
    sections: fillDeep(landing.sections, values),
  };
}
