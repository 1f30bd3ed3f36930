import type { Route } from "./+types/rss";
import { translate } from "~/i18n/resources.server";
import { articles } from "~/content/blog-content.server";
import { localizedUrl } from "~/lib/localized-url";

const escapeXml = (text: string) =>
  text.replace(/[<>&'"]/g, (c) => ({ "<": "&lt;", ">": "&gt;", "&": "&amp;", "'": "&apos;", '"': "&quot;" })[c]!);

/** RSS 2.0 of the blog in one language: /rss.xml?lang=pt|en|es (detected language otherwise). */
export function loader({ context }: Route.LoaderArgs) {
  const { lang, siteUrl } = context;
  const items = articles(lang)
    .sort((a, b) => b.published.localeCompare(a.published))
    .map((entry) => {
      const link = entry.link || localizedUrl(siteUrl, `/article/${entry.slug}`, lang);
      return [
        "    <item>",
        `      <title>${escapeXml(entry.title)}</title>`,
        `      <link>${escapeXml(link)}</link>`,
        `      <guid isPermaLink="false">niot-article-${entry.id}-${lang}</guid>`,
        `      <description>${escapeXml(entry.subtitle)}</description>`,
        `      <pubDate>${new Date(`${entry.published}T12:00:00Z`).toUTCString()}</pubDate>`,
        `      <author>noreply@niot.example (${escapeXml(entry.user)})</author>`,
        "    </item>",
      ].join("\n");
    });
  const xml = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom">
  <channel>
    <title>${escapeXml(translate(lang, "article", "blog.feedTitle"))}</title>
    <link>${escapeXml(localizedUrl(siteUrl, "/blog", lang))}</link>
    <description>${escapeXml(translate(lang, "article", "blog.lead"))}</description>
    <language>${lang === "pt" ? "pt-BR" : lang}</language>
    <atom:link href="${escapeXml(new URL(`/rss.xml?lang=${lang}`, siteUrl).toString())}" rel="self" type="application/rss+xml"/>
${items.join("\n")}
  </channel>
</rss>
`;
  return new Response(xml, {
    headers: { "Content-Type": "application/rss+xml; charset=utf-8", "Cache-Control": "public, max-age=600" },
  });
}
