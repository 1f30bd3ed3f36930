import { jsonLdHtml } from "./structured-data";

/** Structured data for crawlers. A data block never runs, so CSP does not apply and it needs no nonce. */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdHtml(data) }} />;
}
