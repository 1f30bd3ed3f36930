/**
 * Wide tables scroll sideways on small screens inside a focusable, labelled region (named after the
 * section they sit in), so keyboard users can scroll them too. The HTML is already sanitized.
 */
export function wrapTables(html: string): string {
  let section = "";
  return html.replace(/<h[234] id="[^"]*">([\s\S]*?)<\/h[234]>|<table>|<\/table>/g, (match, heading?: string) => {
    if (heading !== undefined) {
      section = heading.replace(/<[^>]+>/g, "").replace(/"/g, "&quot;");
      return match;
    }
    if (match === "</table>") return "</table></div>";
    return `<div data-table-scroll="" role="region" tabindex="0" aria-label="${section}"><table>`;
  });
}
