import { BLOG } from "./blog";
import { SHOWCASE } from "./showcase";

/** Every content collection; adding one here makes the build load and check content/<name>/<lang>/*.md. */
export const COLLECTIONS = {
  blog: BLOG,
  showcase: SHOWCASE,
} as const;
