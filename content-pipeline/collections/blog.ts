import fs from "node:fs";
import path from "node:path";
import { z } from "zod";
import type { CollectionDefinition } from "../pipeline";
import { contentRoot } from "../site-root";
import { isoDate, slugPattern, updatedDate, uploadedImage } from "./fields";

export const ArticleSchema = z
  .object({
    id: z.number().int().positive(),
    slug: slugPattern,
    title: z.string().min(3),
    subtitle: z.string().min(3).max(200),
    user: z.string().regex(/^@[a-z0-9._-]+$/, "must be an author handle like @name.surname"),
    published: isoDate,
    link: z.union([z.literal(""), z.url()]),
    img: uploadedImage,
    column: z.enum(["center", "left", "right", "footer"]),
    group: z.string().default(""),
    tags: z.array(z.string().min(1)).default([]),
    updated: updatedDate,
    /** The event the article announces or prepares for (an entry of content/events): the page ends with its registration. */
    event: slugPattern
      .refine(
        (slug) => fs.existsSync(path.join(contentRoot(), "events", "pt", `${slug}.md`)),
        "no such event in events/pt",
      )
      .optional(),
  })
  .strict();

export const BLOG: CollectionDefinition<typeof ArticleSchema> = {
  name: "blog",
  schema: ArticleSchema,
  pathOf: (slug) => `/article/${slug}`,
  sharedFields: ["id", "published", "link", "img", "column", "group", "tags", "user", "event"],
  publishBeforeTranslation: true,
};
