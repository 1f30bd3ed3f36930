import { z } from "zod";

/** Field shapes shared by the collections' front matter. */
export const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, "must be a date YYYY-MM-DD");
/** A wall-clock time where something happens, without a zone: the entry says its zone beside it. */
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, "must be a local date and time YYYY-MM-DDTHH:MM");
export const slugPattern = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
export const localImage = z
  .string()
  .regex(
    /^\/(images|illustrations)\/[a-z0-9/_-]+\.(svg|png|webp)$/,
    "must be a local image under /images/ or /illustrations/",
  );
/** The date of the last change where git cannot tell it (a shallow clone, no repository): see last-updated.ts. */
export const updatedDate = isoDate.optional();
