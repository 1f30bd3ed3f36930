import { z } from "zod";
import type { CollectionDefinition } from "./pipeline";

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
const slugPattern = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");

export const ArticleSchema = z
  .object({
    id: z.number().int().positive(),
    slug: slugPattern,
    title: z.string().min(3),
    subtitle: z.string().min(3).max(200),
    user: z.string().regex(/^@[a-z0-9._-]+$/, "must be an author handle like @name.surname"),
    published: isoDate,
    link: z.union([z.literal(""), z.url()]),
    img: z.string().regex(/^\/images\/[a-z0-9/_-]+\.(svg|png|webp)$/, "must be a local image under /images/"),
    column: z.enum(["center", "left", "right", "footer"]),
    group: z.string().default(""),
    tags: z.array(z.string().min(1)).default([]),
    readingTime: z.number().int().positive(),
  })
  .strict();

export const BLOG: CollectionDefinition<typeof ArticleSchema> = {
  name: "blog",
  schema: ArticleSchema,
  pathOf: (slug) => `/article/${slug}`,
  sharedFields: ["id", "published", "link", "img", "column", "group", "tags", "user"],
};

/** Pages the spec's route table defines (spec §2); content may link to these. */
export const SITE_PATHS = [
  "/", "/price", "/events", "/blog", "/blog-content", "/news", "/about", "/about/team", "/about/commercial",
  "/about/contact", "/docs", "/docs/create-account", "/demo-form", "/showcase", "/register", "/explore",
  "/discord", "/politica-de-privacidade", "/termos-do-serviço",
] as const;
