/** Marks the anchor a heading carries to its own address (its click copies that address, heading-link.tsx). */
export const HEADING_LINK_ATTRIBUTE = "data-heading-link";

const HEADING = /<h([23]) id="([a-z0-9-]+)">([\s\S]*?)<\/h\1>/g;

/**
 * The anchor closing a heading: a plain link to `#id` (without scripts it puts the address in the address
 * bar), named for screen readers by `label`, drawn as "#". `data-hydrate-on-click` makes a click on a page
 * that loads its scripts on demand wait for them, so the click copies the address there too (decision 011).
 */
export const headingLinkHtml = (id: string, label: string) =>
  `<a class="heading-link" href="#${id}" ${HEADING_LINK_ATTRIBUTE} data-hydrate-on-click><span aria-hidden="true">#</span><span class="visually-hidden">${label}</span></a>`;

/**
 * Gives every h2 and h3 of content HTML (built with ids by content-pipeline/markdown.ts) its link to itself;
 * `label(text)` names it from the heading's text (HTML text, entities kept).
 */
export function withHeadingLinks(html: string, label: (text: string) => string): string {
  return html.replace(HEADING, (_heading, depth: string, id: string, inner: string) => {
    const text = inner.replace(/<[^>]+>/g, "").trim();
    return `<h${depth} id="${id}">${inner} ${headingLinkHtml(id, label(text))}</h${depth}>`;
  });
}
