import { z } from "zod";
import { isoDate } from "../../app/content/landing-model";
import { isCalendarDate } from "../../app/lib/calendar-date";
import { servedImagePath } from "../served-images";

/** Field shapes shared by the collections' front matter. A date is also one the calendar has (not 2026-02-31). */
export { isoDate };
const DATE_TIME_RULE = "must be a local date and time YYYY-MM-DDTHH:MM";
/** A wall-clock time where something happens, without a zone: the entry says its zone beside it. */
export const localDateTime = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}T([01]\d|2[0-3]):[0-5]\d$/, DATE_TIME_RULE)
  .refine(isCalendarDate, DATE_TIME_RULE);
export const slugPattern = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, "must be kebab-case");
/** An image of the site's: SVG, PNG or WebP, or a JPG upload, which the site serves as WebP (served-images.ts). */
const imageUnder = (folders: string, message: string) =>
  z
    .string()
    .regex(new RegExp(`^/(${folders})/[a-z0-9/_-]+\\.(svg|png|webp|jpe?g)$`), message)
    .transform(servedImagePath);
export const localImage = imageUnder("images|illustrations", "must be a local image under /images/ or /illustrations/");
/** An image uploaded through the editor, under /images/. */
export const uploadedImage = imageUnder("images", "must be a local image under /images/");
/** The date of the last change where git cannot tell it (a shallow clone, no repository): see last-updated.ts. */
export const updatedDate = isoDate.optional();
