import { BLOG } from "./blog";
import { EVENTS, EVENT_LANDINGS } from "./events";
import { SHOWCASE } from "./showcase";
import { DOCS } from "./docs";
import { LEGAL } from "./legal";
import { NEWS_LANDING } from "./news";

/** Every content collection; adding one here makes the build load and check content/<name>/<lang>/*.md. */
export const COLLECTIONS = {
  blog: BLOG,
  events: EVENTS,
  eventLandings: EVENT_LANDINGS,
  showcase: SHOWCASE,
  docs: DOCS,
  legal: LEGAL,
  newsLanding: NEWS_LANDING,
} as const;
