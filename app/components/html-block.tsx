import { createContext, useContext, type HTMLAttributes } from "react";
import type { PageHtml } from "~/lib/page-html";

/** The server's HTML of the document being rendered, by slot; empty in the browser. */
const DocumentHtml = createContext<readonly string[]>([]);
export const DocumentHtmlProvider = DocumentHtml.Provider;

type HtmlBlockProps = HTMLAttributes<HTMLDivElement> & { html: PageHtml };

/**
 * A `<div>` whose content is `html`. While hydrating a document, a slot renders an empty inner
 * HTML, which React neither writes nor compares, so the server's content stays (as in StaticSubtree).
 */
export function HtmlBlock({ html, ...attributes }: HtmlBlockProps) {
  const documentHtml = useContext(DocumentHtml);
  const text = typeof html === "string" ? html : (documentHtml[html.slot] ?? "");
  return <div {...attributes} dangerouslySetInnerHTML={{ __html: text }} suppressHydrationWarning />;
}
