/**
 * The site search can be opened from an address: any page with `?search=<words>` opens the search
 * dialog with those words typed in. The WebSite structured data on the home page advertises it.
 */
export const SEARCH_PARAM = "search";
export const SEARCH_TERM_PLACEHOLDER = "search_term_string";
const MAX_TERM_LENGTH = 100;

/** The words asked for in a query string ("?search=…"), trimmed and bounded; "" when none. */
export function searchTermFromUrl(search: string): string {
  return (new URLSearchParams(search).get(SEARCH_PARAM) ?? "").trim().slice(0, MAX_TERM_LENGTH);
}

/** `pageUrl` with `search={search_term_string}` added, the braces left as they are (a URL template). */
export function searchUrlTemplate(pageUrl: string): string {
  const url = new URL(pageUrl);
  url.searchParams.delete(SEARCH_PARAM);
  url.hash = "";
  const separator = url.search ? "&" : "?";
  return `${url.toString()}${separator}${SEARCH_PARAM}={${SEARCH_TERM_PLACEHOLDER}}`;
}

/** The site search's index in one language, as the dialog fetches it (and the boot prefetches it when the search opens). */
export const searchIndexUrl = (lang: string) => `/search-index.json?lang=${lang}`;
