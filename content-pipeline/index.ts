// The content pipeline's one surface: what the build (the Vite plugin, the scripts), the server and the app's
// tests take from it. Its modules read content/ and public/ from the repository, whatever the working directory.
export { BLOG } from "./collections/blog";
export { DOCS } from "./collections/docs";
export { EVENTS, EVENT_LANDINGS } from "./collections/events";
export { LEGAL } from "./collections/legal";
export { NEWS_LANDING } from "./collections/news";
export { decapConfig, editorFormats, type EditorBackend, type EditorFormats } from "./decap-config";
export { checkEntry, type EntryVersions } from "./entry-check";
export { loadPlans } from "./collections/plans";
export { unsafeSvgPart } from "./svg-safety";
export { loadContent, type Content } from "./load-content";
export { CONTENT_LANGUAGES, loadCollection, type ContentLanguage } from "./pipeline";
export { siteCopy } from "./site-copy";
export { contentRoot, SITE_ROOT } from "./site-root";
export { pendingTranslations, translationStatus, TRANSLATED_LANGUAGES } from "./translation-status";
export { contentPlugin } from "./vite-plugin";
