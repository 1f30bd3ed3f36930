/**
 * Open Graph pictures: one per section of the site, drawn as public/og/<section>.svg and rendered to PNG
 * by scripts/og-images.ts (social networks do not read SVG). A page gets its section's picture from its
 * address; a page outside the sections (forms, legal, 404) gets the default one.
 */
export const OG_SECTIONS = ["default", "plans", "blog", "events", "showcase", "docs", "about"] as const;
export type OgSection = (typeof OG_SECTIONS)[number];

export const OG_IMAGE = { width: 1200, height: 630, type: "image/jpeg" } as const;

const SECTION_OF_PATH: ReadonlyArray<readonly [RegExp, OgSection]> = [
  [/^\/price\/?$/, "plans"],
  [/^\/(blog|blog-content|news)\/?$|^\/article\//, "blog"],
  [/^\/events\/?$/, "events"],
  [/^\/showcase(\/|$)/, "showcase"],
  [/^\/docs(\/|$)/, "docs"],
  [/^\/about(\/|$)/, "about"],
];

/** The section whose picture a page shows. Event landing pages (/{slug}) say so themselves. */
export function ogSectionOf(pathname: string): OgSection {
  return SECTION_OF_PATH.find(([pattern]) => pattern.test(pathname))?.[1] ?? "default";
}

export const ogImagePath = (section: OgSection) => `/og/${section}.jpg`;

/**
 * Pages with a picture of their own (articles, cases, event landings, docs articles), drawn from their title
 * at build by `scripts/og-images.ts --pages` into public/og/pages/, which lists them in index.json.
 */
export const OG_PAGES_DIR = "og/pages";
export const OG_PAGES_INDEX = `${OG_PAGES_DIR}/index.json`;
export const ogPageImagePath = (pathname: string, lang: string) => `/${OG_PAGES_DIR}/${lang}${pathname}.jpg`;

/** The header link naming each section, reused as the picture's alternative text ("NIoT · Planos"). */
export const OG_SECTION_NAV_KEY: Record<Exclude<OgSection, "default">, string> = {
  plans: "nav.price",
  blog: "nav.blog",
  events: "nav.events",
  showcase: "nav.showcase",
  docs: "nav.docs",
  about: "nav.about",
};
