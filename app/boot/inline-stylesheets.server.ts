/** A built stylesheet's text by its address (`/assets/….css`), or undefined when it cannot be inlined. */
export type StylesheetReader = (href: string) => string | undefined;

const STYLESHEET_LINK = /<link\b[^>]*\brel="stylesheet"[^>]*\/?>/g;
const HREF = /\bhref="([^"]*)"/;

/**
 * The document with each stylesheet it links written out in a `<style>` carrying `nonce`, just before its
 * `<link>`, which stays for React to hydrate but gets `disabled`, so the browser neither requests it nor waits
 * for it. A sheet the reader does not know, or whose text would close the element early, stays a request.
 */
export function inlineStylesheets(html: string, read: StylesheetReader, nonce: string): string {
  return html.replace(STYLESHEET_LINK, (link) => {
    const href = HREF.exec(link)?.[1];
    const css = href === undefined ? undefined : read(href);
    if (css === undefined || /<\/style/i.test(css)) return link;
    return `<style nonce="${nonce}">${css}</style>${link.replace(/\s*\/?>$/, ' disabled=""/>')}`;
  });
}
