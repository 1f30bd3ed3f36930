import content from "virtual:content";
import type { Language } from "~/i18n/languages";

type ShowcaseEntry = (typeof content.showcase.pt)[number];

/** What a card needs: no body, no simulator. */
export interface ShowcaseCard {
  id: string;
  title: string;
  preview: string;
  category: string;
  baseCardBanner: string;
  hoverCardBanner: string;
}

/** What the case page needs. */
export interface ShowcaseCase extends ShowcaseCard {
  articleBanner: string;
  bannerAlt: string;
  figures: ShowcaseEntry["figures"];
  devices: ShowcaseEntry["devices"];
  html: string;
  /** YYYY-MM-DD of the case's last change. */
  updated?: string;
}

const toCard = (entry: ShowcaseEntry): ShowcaseCard => ({
  id: entry.slug,
  title: entry.title,
  preview: entry.preview,
  category: entry.category,
  baseCardBanner: entry.baseCardBanner,
  hoverCardBanner: entry.hoverCardBanner,
});

const ordered = (lang: Language) => [...content.showcase[lang]].sort((a, b) => a.order - b.order);

export function showcaseCards(lang: Language): ShowcaseCard[] {
  return ordered(lang).map(toCard);
}

export function showcaseCase(lang: Language, id: string): ShowcaseCase | undefined {
  const entry = content.showcase[lang].find((candidate) => candidate.slug === id);
  if (!entry) return undefined;
  const { articleBanner, bannerAlt, figures, devices, html, lastUpdated: updated } = entry;
  return { ...toCard(entry), articleBanner, bannerAlt, figures, devices, html, updated };
}

/** Every other case, starting with the one after `id` and wrapping around. */
export function otherCases(lang: Language, id: string): ShowcaseCard[] {
  const cards = showcaseCards(lang);
  const index = cards.findIndex((card) => card.id === id);
  return [...cards.slice(index + 1), ...cards.slice(0, Math.max(index, 0))];
}

/** A case's headline for the home's proof: its address, title and first figure. */
export interface CaseHighlight {
  id: string;
  title: string;
  figure: ShowcaseEntry["figures"][number];
}

export function caseHighlights(lang: Language, ids: readonly string[]): CaseHighlight[] {
  return ids.flatMap((id) => {
    const entry = content.showcase[lang].find((candidate) => candidate.slug === id);
    const figure = entry?.figures[0];
    return entry && figure ? [{ id, title: entry.title, figure }] : [];
  });
}
