import { Marked, type Tokens } from "marked";
import sanitizeHtml from "sanitize-html";

export interface RenderedMarkdown {
  html: string;
  headings: Array<{ id: string; text: string; depth: number }>;
  links: string[];
}

/** The size of a body image, by its address; null when it has none the build can read. */
export type ImageSizeOf = (src: string) => { width: number; height: number } | null;

export class MarkdownImageError extends Error {}

/** Stable, language-independent anchors need explicit ids; this derives one from the text otherwise. */
export function slugify(text: string): string {
  return text
    .normalize("NFD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "");
}

/** Content HTML is sanitized at build: no scripts, no event handlers, no javascript: URLs. */
export function sanitize(html: string): string {
  return sanitizeHtml(html, {
    allowedTags: [
      "h2",
      "h3",
      "h4",
      "p",
      "ul",
      "ol",
      "li",
      "strong",
      "em",
      "code",
      "pre",
      "blockquote",
      "a",
      "hr",
      "br",
      "table",
      "thead",
      "tbody",
      "tr",
      "th",
      "td",
      "img",
      "figure",
      "figcaption",
    ],
    allowedAttributes: {
      a: ["href", "title", "rel", "target"],
      img: ["src", "alt", "width", "height", "loading"],
      h2: ["id"],
      h3: ["id"],
      h4: ["id"],
      th: ["scope"],
    },
    allowedSchemes: ["http", "https", "mailto"],
    allowedSchemesAppliedToAttributes: ["href", "src"],
    allowProtocolRelative: false,
    transformTags: {
      a: (tagName, attribs) => {
        const external = /^https?:\/\//.test(attribs.href ?? "");
        return { tagName, attribs: external ? { ...attribs, rel: "noopener noreferrer", target: "_blank" } : attribs };
      },
    },
  });
}

/**
 * Renders a Markdown body, giving every heading an id (`## Title {#custom-id}` overrides it). An image
 * (`![alt](/images/…)`, as the editor inserts them) needs alt text and a size: it gets width and height,
 * lazy loading, or a MarkdownImageError.
 */
export function renderMarkdown(source: string, sizeOf: ImageSizeOf = () => null): RenderedMarkdown {
  const headings: RenderedMarkdown["headings"] = [];
  const links: string[] = [];
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }: Tokens.Heading) {
        const raw = this.parser.parseInline(tokens);
        const custom = /\s*\{#([a-z0-9-]+)\}\s*$/.exec(raw);
        const inner = custom ? raw.slice(0, custom.index) : raw;
        const text = inner.replace(/<[^>]+>/g, "");
        const id = custom?.[1] ?? slugify(text);
        headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      image({ href, text }: Tokens.Image) {
        if (!text.trim()) throw new MarkdownImageError(`image ${href} has no alt text`);
        const size = sizeOf(href);
        if (!size) throw new MarkdownImageError(`image ${href} is not a local image with a width and a height`);
        const alt = text.replace(/"/g, "&quot;");
        return `<img src="${href}" alt="${alt}" width="${size.width}" height="${size.height}" loading="lazy">`;
      },
      link({ href, title, tokens }: Tokens.Link) {
        links.push(href);
        const titleAttribute = title ? ` title="${title}"` : "";
        return `<a href="${href}"${titleAttribute}>${this.parser.parseInline(tokens)}</a>`;
      },
    },
  });
  const html = marked.parse(source, { async: false });
  return { html: sanitize(html), headings, links };
}
