import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import { EVENT_TAGS } from "../../app/lib/events";
import { LandingSchema } from "../../app/content/landing-model";
import type { CollectionDefinition } from "../pipeline";
import { EVENT_TIME_ZONES, zonedDateTime } from "../../app/lib/zoned-time";
import { contentRoot } from "../site-root";
import { localDateTime, localImage } from "./fields";

/** content/events/landings/<lang>/<slug>.md: one event landing page, served at /<slug>. */
export const EVENT_LANDINGS_FOLDER = "events/landings";

/**
 * An event card (spec §3). `page` is the spec's `slug`: either 'article/{blog slug}' or the slug of a
 * standalone landing page (the entry's own file name is already its slug). `date` is when the first
 * session starts and `endDate` when the last one ends, both as the organisers' clock in `timeZone`
 * reads them ("2026-12-09T19:00", America/Sao_Paulo); the loaded entry carries them as zoned ISO
 * date-times ("2026-12-09T19:00:00-03:00"), so 'encerrado' (added at request time) follows the real end.
 */
export const EventSchema = z
  .object({
    id: z.number().int().positive(),
    title: z.string().trim().min(3).max(90),
    content: z.union([z.string().trim().min(10), z.array(z.string().trim().min(1)).min(1)]),
    date: localDateTime,
    endDate: localDateTime,
    timeZone: z.enum(EVENT_TIME_ZONES),
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
    if (event.endDate <= event.date)
      ctx.addIssue({ code: "custom", path: ["endDate"], message: "must be after date (when the last session ends)" });
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
  })
  .transform((event) => ({
    ...event,
    date: zonedDateTime(event.date, event.timeZone),
    endDate: zonedDateTime(event.endDate, event.timeZone),
  }));

export const EVENTS: CollectionDefinition<typeof EventSchema> = {
  name: "events",
  schema: EventSchema,
  sharedFields: ["id", "date", "endDate", "timeZone", "tags", "img", "page"],
};

export const EVENT_LANDINGS: CollectionDefinition<typeof LandingSchema> = {
  name: EVENT_LANDINGS_FOLDER,
  schema: LandingSchema,
  pathOf: (slug) => `/${slug}`,
  sharedFields: ["category", "event"],
};
