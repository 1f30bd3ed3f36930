import { BLOG } from "./blog";

/** Every content collection; adding one here makes the build load and check content/<name>/<lang>/*.md. */
export const COLLECTIONS = {
  blog: BLOG,
} as const;
