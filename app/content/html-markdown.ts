/**
 * Markdown back from the sanitized HTML the content pipeline builds (content-pipeline/markdown.ts allows a
 * small set of tags): headings, paragraphs, lists, emphasis, code, quotes, links, tables and pictures.
 * Relative links become absolute on `siteUrl`. For /llms-full.txt, where readers are language models.
 */
export function htmlToMarkdown(html: string, siteUrl: string): string {
  const absolute = (href: string) => (href.startsWith("/") ? new URL(href, siteUrl).toString() : href);
  const text = html
    .replace(
      /<pre><code[^>]*>([\s\S]*?)<\/code><\/pre>/g,
      (_, code: string) => `\n\n\`\`\`\n${code.trim()}\n\`\`\`\n\n`,
    )
    .replace(
      /<h([2-4])[^>]*>([\s\S]*?)<\/h\1>/g,
      (_, depth: string, inner: string) => `\n\n${"#".repeat(Number(depth))} ${inner}\n\n`,
    )
    .replace(
      /<a [^>]*href="([^"]*)"[^>]*>([\s\S]*?)<\/a>/g,
      (_, href: string, inner: string) => `[${inner}](${absolute(href)})`,
    )
    .replace(/<img [^>]*>/g, (tag) => {
      const src = /src="([^"]*)"/.exec(tag)?.[1] ?? "";
      return `![${/alt="([^"]*)"/.exec(tag)?.[1] ?? ""}](${absolute(src)})`;
    })
    .replace(/<\/?(strong|b)>/g, "**")
    .replace(/<\/?(em|i)>/g, "_")
    .replace(/<\/?code>/g, "`")
    .replace(/<\/li>\s*/g, "")
    .replace(/<li>/g, "\n- ")
    .replace(/<br\s*\/?>/g, "  \n")
    .replace(/<hr\s*\/?>/g, "\n\n---\n\n")
    .replace(
      /<blockquote>([\s\S]*?)<\/blockquote>/g,
      (_, inner: string) =>
        `\n\n${inner
          .replace(/<[^>]+>/g, "")
          .trim()
          .split("\n")
          .map((line) => `> ${line}`)
          .join("\n")}\n\n`,
    )
    .replace(/<table>([\s\S]*?)<\/table>/g, (_, table: string) => `\n\n${markdownTable(table)}\n\n`)
    .replace(/<\/(p|ul|ol|table|figure|figcaption)>/g, "\n\n")
    .replace(/<[^>]+>/g, "");
  return decodeEntities(text)
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A table as Markdown rows, the first (the header) followed by its separator line. */
function markdownTable(table: string): string {
  const rows = [...table.matchAll(/<tr>([\s\S]*?)<\/tr>/g)].map(([, row]) =>
    [...row!.matchAll(/<t[hd][^>]*>([\s\S]*?)<\/t[hd]>/g)].map(([, cell]) => cell!.replace(/\s+/g, " ").trim()),
  );
  const lines = rows.map((cells) => `| ${cells.join(" | ")} |`);
  if (rows[0]) lines.splice(1, 0, `|${" --- |".repeat(rows[0].length)}`);
  return lines.join("\n");
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (entity, name: string) => {
    if (name.startsWith("#x") || name.startsWith("#X")) return String.fromCodePoint(parseInt(name.slice(2), 16));
    if (name.startsWith("#")) return String.fromCodePoint(Number(name.slice(1)));
    return ENTITIES[name.toLowerCase()] ?? entity;
  });
}
