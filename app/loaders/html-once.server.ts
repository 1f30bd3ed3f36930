import type { PageHtml } from "~/lib/page-html";

/**
 * `html` as a page's loader returns it: the text itself for a client navigation, or, for a document,
 * a slot of the document's own HTML, so the text is not sent a second time in the hydration data.
 */
export function htmlOnce(context: { documentRequest: boolean; documentHtml: string[] }, html: string): PageHtml {
  if (!context.documentRequest) return html;
  return { slot: context.documentHtml.push(html) - 1 };
}
