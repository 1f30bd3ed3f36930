import type { Language } from "~/i18n/languages";

/**
 * The home's looping video of the product scene (/media/scene), one per language, as `npm run media:record`
 * (scripts/media/record.ts) writes them into public/media/: VP9 WebM, an H.264 MP4 fallback and a poster frame.
 */
export const PRODUCT_VIDEO = {
  width: 960,
  height: 540,
  /** One loop of the scene, the length of the video. */
  seconds: 12,
  /** The poster is the frame this far in: the flow drawn, the board running, the dashboard live. */
  posterAt: 10,
  files: (lang: Language) => ({
    webm: `/media/product-scene-${lang}.webm`,
    mp4: `/media/product-scene-${lang}.mp4`,
    poster: `/media/product-scene-${lang}.webp`,
  }),
} as const;
