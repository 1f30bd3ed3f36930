import { z } from "zod";
import type { CollectionDefinition } from "../pipeline";

import { localImage, updatedDate } from "./fields";

/** A device of the space that the presence-rule simulator can switch (its name is in showcase.json `simulator.devices.<id>`). */
const SimulatedDevice = z
  .object({
    id: z.string().regex(/^[a-z][a-zA-Z0-9]*$/, "must be a camelCase id"),
    kind: z.enum(["light", "climate", "sound", "tv"]),
    on: z.boolean(),
  })
  .strict();

/** Spec §3 "Showcase article": id (the file name), three banners, title, preview and the ordered text blocks (the body). */
export const ShowcaseSchema = z
  .object({
    order: z.number().int().positive(),
    title: z.string().min(3).max(90),
    preview: z.string().min(20).max(240),
    category: z.string().min(3).max(40),
    articleBanner: localImage,
    baseCardBanner: localImage,
    hoverCardBanner: localImage,
    bannerAlt: z.string().min(10).max(200),
    /** Illustrative figures shown beside the article; the page frames them as examples. */
    figures: z
      .array(z.object({ value: z.string().min(1).max(12), label: z.string().min(3).max(80) }).strict())
      .length(3),
    devices: z.array(SimulatedDevice).min(2).max(4),
    updated: updatedDate,
  })
  .strict();

export const SHOWCASE: CollectionDefinition<typeof ShowcaseSchema> = {
  name: "showcase",
  schema: ShowcaseSchema,
  pathOf: (id) => `/showcase/${id}`,
  sharedFields: ["order", "articleBanner", "baseCardBanner", "hoverCardBanner", "devices"],
};
