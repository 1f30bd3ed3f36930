import path from "node:path";

/**
 * The repository's root, whatever the working directory: this module sits one folder below it, both as
 * source (content-pipeline/) and compiled into the server (build/server.js).
 */
export const SITE_ROOT = path.resolve(import.meta.dirname, "..");

/** The content folder: CONTENT_DIR when set (the editor's tests point it at a copy), else the repository's content/. */
export const contentRoot = (): string => path.resolve(SITE_ROOT, process.env.CONTENT_DIR ?? "content");
