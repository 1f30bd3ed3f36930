import content from "virtual:content";
import { fillLandingTokens } from "~/content/landing-tokens";
import type { Language } from "~/i18n/languages";
import { translate } from "~/i18n/resources.server";
import { courseStatus, eventCards, zoneName } from "~/content/events-content.server";
import type { SearchDocument } from "./search-options";
import { textOf } from "./site-documents.server";
import type { LandingElement } from "~/content/landing-model";

type Document = Omit<SearchDocument, "id">;

/** The words a landing element shows (not its icon, image path or form wiring). */
const readable = (element: LandingElement) =>
  element.type === "input" || element.type === "button" || element.type === "image"
    ? ""
    : textOf([
        ("text" in element && element.text) || "",
        "title" in element ? element.title : "",
        "label" in element ? (element.label ?? "") : "",
        "value" in element ? element.value : "",
        "items" in element ? (element.items ?? []) : [],
        "role" in element ? element.role : "",
        "name" in element ? element.name : "",
        "bio" in element ? element.bio : "",
      ]);

/**
 * Course and workshop pages and the event cards at `now`: their context says what the list and the
 * landing page say (registration open, closed, or the card's tags), so the three always agree.
 */
export function eventDocuments(lang: Language, now: Date): Document[] {
  const tag = (id: string) => translate(lang, "events", `tags.${id}`);
  const courses = content.eventLandings[lang].map((entry): Document => {
    const landing = fillLandingTokens(entry, lang, zoneName(lang));
    const open = courseStatus(entry.slug, now) === "open";
    return {
      kind: "courses",
      url: `/${entry.slug}`,
      title: landing.title,
      excerpt: landing.description,
      context: open ? tag("inscricoes") : translate(lang, "events", "landing.status.closed"),
      text: landing.sections.map((section) => section.children.map(readable).join(" ")).join(" "),
    };
  });
  const events = eventCards(lang, now).map((card): Document => ({
    kind: "events",
    url: card.href,
    title: card.title,
    excerpt: card.content[0] ?? "",
    context: [card.dateLabel, ...card.tags.map(tag)].join(" · "),
    text: card.content.join(" "),
  }));
  return [...courses, ...events];
}
