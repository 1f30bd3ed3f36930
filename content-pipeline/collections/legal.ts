import { z } from "zod";
import type { CollectionDefinition } from "../pipeline";
import { isoDate } from "./fields";

/**
 * The privacy policy and the terms of service (content/legal/<lang>/<slug>.md). They are templates
 * for the operator's lawyer (README "Legal texts"). Their pages are fixed routes, so no pathOf.
 */
export const LEGAL_SLUGS = ["privacy-policy", "terms-of-service"] as const;

export const LegalSchema = z
  .object({
    title: z.string().min(3).max(80),
    description: z.string().min(20).max(220),
    updated: isoDate,
    highlights: z.array(z.string().min(10).max(200)).min(2).max(5),
  })
  .strict();

export const LEGAL: CollectionDefinition<typeof LegalSchema> = {
  name: "legal",
  schema: LegalSchema,
  sharedFields: ["updated"],
};
