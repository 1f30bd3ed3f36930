import { defineConfig } from "@playwright/test";
import base from "./playwright.config";

/**
 * `npm run screenshots`: every page kind at 360, 768 and 1280 px in both themes, as PNGs under
 * screenshots/ (gitignored), for looking at, not asserting. Same server and browser as the e2e suite;
 * not part of `npm test`. SCREENSHOT_PATHS=/,/blog limits it to some pages.
 */
export default defineConfig({
  ...base,
  testDir: "tests/screenshots",
  timeout: 900_000,
});
