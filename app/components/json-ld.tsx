/** JSON for a structured-data block; `<` is escaped so no text can close the script element. */
export function jsonLdHtml(data: object): string {
  return JSON.stringify(data).replace(/</g, "\\u003c");
}

/** Structured data for search engines. A data block never runs, so the CSP needs no nonce for it. */
export function JsonLd({ data }: { data: object }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />;
}
