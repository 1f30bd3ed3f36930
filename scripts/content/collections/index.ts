import { BLOG } from "./blog";
import { EVENTS, EVENT_LANDINGS } from "./events";
import { LEGAL } from "./legal";
import { SHOWCASE } from "./showcase";

/** Every content collection; adding one here makes the build load and check content/<name>/<lang>/*.md. */
export const COLLECTIONS = {
  blog: BLOG,
  events: EVENTS,
  eventLandings: EVENT_LANDINGS,
  showcase: SHOWCASE,
  legal: LEGAL,
} as const;
