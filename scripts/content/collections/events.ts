import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { EVENT_TAGS } from "../../../app/lib/events";
import { LandingSchema } from "../../../app/content/landing-model";
import type { CollectionDefinition } from "../pipeline";
import { isoDate, localImage } from "./fields";

/** Where the other collections live (as loadContent reads them), for the cross-references below. */
function contentRoot(): string {
  const configured = process.env.CONTENT_DIR;
  return configured && fs.existsSync(configured) ? path.resolve(configured) : path.resolve("content");
}

/** content/events/landings/<lang>/<slug>.md: one event landing page, served at /<slug>. */
export const EVENT_LANDINGS_FOLDER = "events/landings";

/**
 * An event card (spec §3). `page` is the spec's `slug`: either 'article/{blog slug}' or the slug of a
 * standalone landing page (the entry's own file name is already its slug). `date` is the first day,
 * shown per language; `endDate` is when the event is over ('encerrado' is added at request time).
 */
export const EventSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().trim().min(3).max(90),
    content: z.union([z.string().trim().min(10), z.array(z.string().trim().min(1)).min(1)]),
    date: isoDate,
    endDate: isoDate,
    /** Spec §3: blank tags are removed. */
    tags: z.preprocess(
      (value) =>
        Array.isArray(value)
          ? (value as unknown[])
              .filter((tag) => typeof tag !== "string" || tag.trim() !== "")
              .map((tag) => (typeof tag === "string" ? tag.trim() : tag))
          : value,
      z.array(z.enum(EVENT_TAGS)),
    ),
    img: localImage,
    page: z
      .string()
      .regex(/^(article\/)?[a-z0-9]+(-[a-z0-9]+)*$/, "must be 'article/<blog slug>' or a landing page slug"),
  })
  .strict()
  .superRefine((event, ctx) => {
    if (event.endDate < event.date) ctx.addIssue({ code: "custom", path: ["endDate"], message: "is before date" });
    if (new Set(event.tags).size !== event.tags.length)
      ctx.addIssue({ code: "custom", path: ["tags"], message: "repeats a tag" });
    const article = /^article\/(.+)$/.exec(event.page)?.[1];
    const target = article
      ? path.join(contentRoot(), "blog", "pt", `${article}.md`)
      : path.join(contentRoot(), EVENT_LANDINGS_FOLDER, "pt", `${event.page}.md`);
    if (!fs.existsSync(target)) {
      ctx.addIssue({
        code: "custom",
        path: ["page"],
        message: article
          ? `no blog article "${article}"`
          : `no landing page "${event.page}" in ${EVENT_LANDINGS_FOLDER}/pt`,
      });
    }
  });

export const EVENTS: CollectionDefinition<typeof EventSchema> = {
  name: "events",
  schema: EventSchema,
  sharedFields: ["id", "date", "endDate", "tags", "img", "page"],
};

export const EVENT_LANDINGS: CollectionDefinition<typeof LandingSchema> = {
  name: EVENT_LANDINGS_FOLDER,
  schema: LandingSchema,
  pathOf: (slug) => `/${slug}`,
  sharedFields: ["category", "event"],
};
