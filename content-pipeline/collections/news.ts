import { LandingSchema } from "../../app/content/landing-model";
import type { CollectionDefinition } from "../pipeline";

/**
 * content/news/<lang>/news.md: the news landing page (spec §2 "news landing page"), in the landing
 * data model of the course pages (hero, highlights, information, audience, subscribe block).
 * It is the fixed route /news, so no pathOf.
 */
export const NewsLandingSchema = LandingSchema.refine(
  (landing) => landing.category === "news" && !landing.event,
  "must be category news, without an event",
);

export const NEWS_LANDING: CollectionDefinition<typeof NewsLandingSchema> = {
  name: "news",
  schema: NewsLandingSchema,
  sharedFields: ["category"],
};
