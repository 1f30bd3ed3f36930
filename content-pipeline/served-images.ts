import fs from "node:fs";
import path from "node:path";
import { SITE_ROOT } from "./site-root";

/**
 * Photos uploaded as JPG are served as WebP (the site serves SVG, PNG and WebP): an entry may name
 * `/images/blog/photo.jpg`, the loaded entry names `/images/blog/photo.webp`, and this writes that file beside
 * the upload, with sharp, before the build reads the content and whenever the dev server sees a new upload.
 */
export const IMAGES_FOLDER = path.join(SITE_ROOT, "public/images");
const JPG = /\.jpe?g$/i;

/** The address the site serves for an image an entry names. */
export const servedImagePath = (file: string): string => file.replace(JPG, ".webp");

const jpgsUnder = (dir: string): string[] =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const full = path.join(dir, entry.name);
        if (entry.isDirectory()) return jpgsUnder(full);
        return JPG.test(entry.name) ? [full] : [];
      })
    : [];

/** Writes the WebP of every JPG under the folder that has none or an older one; returns the files written. */
export async function convertUploadedImages(folder = IMAGES_FOLDER): Promise<string[]> {
  const stale = jpgsUnder(folder).filter((jpg) => {
    const webp = servedImagePath(jpg);
    return !fs.existsSync(webp) || fs.statSync(webp).mtimeMs < fs.statSync(jpg).mtimeMs;
  });
  if (stale.length === 0) return [];
  // Imported here: sharp is a development dependency, and the production server bundles this module's neighbours.
  const { default: sharp } = await import("sharp");
  for (const jpg of stale) await sharp(jpg).rotate().webp({ quality: 82 }).toFile(servedImagePath(jpg));
  return stale.map(servedImagePath);
}
