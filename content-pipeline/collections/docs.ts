import { z } from "zod";
import type { CollectionDefinition } from "../pipeline";

import { localImage, slugPattern, updatedDate } from "./fields";

/** One picture of a docs section: our own SVG of a platform screen, enlarged in a modal on the page. */
export const DocsMediaSchema = z
  .object({
    src: localImage,
    width: z.number().int().positive(),
    height: z.number().int().positive(),
    alt: z.string().min(10),
    caption: z.string().min(10).max(220),
    /** Place the picture just before this subheading of the section; by default the first picture follows the opening paragraph and the others close the section. */
    before: slugPattern.optional(),
  })
  .strict();

/**
 * One section of a docs article (spec §3 "Docs article": id, title, sections with url, header,
 * content list, media list). A file per section: content/docs/<lang>/<url>.md, its Markdown body
 * being the content list; `order` places it in the article, `url` is the anchor, the same in every language.
 */
export const DocsSectionSchema = z
  .object({
    article: slugPattern,
    articleTitle: z.string().min(3),
    order: z.number().int().positive(),
    url: slugPattern,
    header: z.string().min(3).max(80),
    summary: z.string().min(10).max(200),
    media: z.array(DocsMediaSchema).default([]),
    updated: updatedDate,
  })
  .strict();

export const DOCS: CollectionDefinition<typeof DocsSectionSchema> = {
  name: "docs",
  schema: DocsSectionSchema,
  sharedFields: ["article", "order", "url"],
};
