export interface DocsMedia {
  src: string;
  width: number;
  height: number;
  alt: string;
  caption: string;
}

/** A section body in reading order: sanitized HTML with the pictures placed between its parts. */
export type DocsBlock<Html = string> = { kind: "html"; html: Html } | { kind: "media"; media: DocsMedia };

/**
 * Places the pictures: one with `before` just ahead of that subheading, the first other one after
 * the opening paragraph, the rest at the end of the section.
 */
export function sectionBlocks(html: string, media: ReadonlyArray<DocsMedia & { before?: string }>): DocsBlock[] {
  const cuts = new Map<number, DocsMedia[]>();
  const place = (at: number, item: DocsMedia) => cuts.set(at, [...(cuts.get(at) ?? []), item]);
  let placedFirst = false;
  for (const { before, ...item } of media) {
    const heading = before ? html.indexOf(`<h3 id="${before}"`) : -1;
    if (heading >= 0) place(heading, item);
    else if (!placedFirst && html.startsWith("<p>") && html.includes("</p>")) {
      place(html.indexOf("</p>") + "</p>".length, item);
      placedFirst = true;
    } else place(html.length, item);
  }
  const blocks: DocsBlock[] = [];
  let start = 0;
  for (const at of [...cuts.keys()].sort((a, b) => a - b)) {
    const part = html.slice(start, at).trim();
    if (part) blocks.push({ kind: "html", html: part });
    for (const item of cuts.get(at)!) blocks.push({ kind: "media", media: item });
    start = at;
  }
  const rest = html.slice(start).trim();
  if (rest) blocks.push({ kind: "html", html: rest });
  return blocks;
}

/** What a section body holds, from which the page estimates its height before rendering it (tutorial.module.css). */
export interface SectionBodySize {
  /** Characters of text, tags left out. */
  characters: number;
  /** Paragraphs, subheadings, list items and code blocks: each adds its margins. */
  paragraphs: number;
  pictures: number;
  /** The pictures' heights over their widths, added up: each is as tall as its width times that. */
  pictureRatio: number;
}

export function sectionBodySize(
  html: string,
  media: ReadonlyArray<Pick<DocsMedia, "width" | "height">>,
): SectionBodySize {
  return {
    characters: html
      .replace(/<[^>]*>/g, "")
      .replace(/&[#\w]+;/g, "&")
      .replace(/\s+/g, " ")
      .trim().length,
    paragraphs: html.match(/<(p|h[3-6]|li|pre)[\s>]/g)?.length ?? 0,
    pictures: media.length,
    pictureRatio: media.reduce((sum, { width, height }) => sum + height / width, 0),
  };
}
