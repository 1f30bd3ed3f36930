/**
 * Sanitized HTML that a page renders as it is (an article's body, a tutorial's prose). A client
 * navigation's data carries the text; a page loaded as a document carries it once, as markup, and its
 * data names only the slot the server rendered it from (`htmlOnce`, docs/decisions/013).
 */
export type PageHtml = string | { slot: number };
