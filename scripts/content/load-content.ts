import path from "node:path";
import { BLOG, SITE_PATHS } from "./collections";
import { checkInternalLinks, loadCollection, CONTENT_LANGUAGES } from "./pipeline";

/** Loads and checks every collection; the build fails on the first problem, naming its file. */
export function loadContent(root = path.resolve(process.env.CONTENT_DIR ?? "content")) {
  const blog = loadCollection(root, BLOG);
  const known = new Set<string>([...SITE_PATHS, ...blog.pt.map((entry) => BLOG.pathOf(entry.slug))]);
  checkInternalLinks(root, { blog }, known);
  return { blog, paths: [...blog[CONTENT_LANGUAGES[0]].map((entry) => BLOG.pathOf(entry.slug))] };
}

export type Content = ReturnType<typeof loadContent>;
