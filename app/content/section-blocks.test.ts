import { describe, expect, it } from "vitest";
import { sectionBlocks, sectionBodySize } from "./section-blocks";

const picture = (name: string, before?: string) => ({
  src: `/illustrations/${name}.svg`,
  width: 640,
  height: 420,
  alt: `${name} alt text`,
  caption: `${name} caption`,
  before,
});
const kinds = (blocks: ReturnType<typeof sectionBlocks>) =>
  blocks.map((block) => (block.kind === "html" ? block.html : block.media.src));

describe("sectionBlocks", () => {
  const html = '<p>Intro.</p>\n<ol><li>Step</li></ol>\n<h3 id="shapes">Shapes</h3>\n<p>More.</p>';

  it("puts the first picture after the opening paragraph and the others at the end", () => {
    expect(kinds(sectionBlocks(html, [picture("a"), picture("b")]))).toEqual([
      "<p>Intro.</p>",
      "/illustrations/a.svg",
      '<ol><li>Step</li></ol>\n<h3 id="shapes">Shapes</h3>\n<p>More.</p>',
      "/illustrations/b.svg",
    ]);
  });

  it("puts a picture with `before` just ahead of that subheading, and drops the field", () => {
    const blocks = sectionBlocks(html, [picture("a"), picture("b", "shapes")]);
    expect(kinds(blocks)).toEqual([
      "<p>Intro.</p>",
      "/illustrations/a.svg",
      "<ol><li>Step</li></ol>",
      "/illustrations/b.svg",
      '<h3 id="shapes">Shapes</h3>\n<p>More.</p>',
    ]);
    expect(blocks[3]).toEqual({
      kind: "media",
      media: { src: "/illustrations/b.svg", width: 640, height: 420, alt: "b alt text", caption: "b caption" },
    });
  });

  it("keeps the body whole without pictures", () => {
    expect(kinds(sectionBlocks(html, []))).toEqual([html]);
  });
});

describe("sectionBodySize", () => {
  it("counts the text without its tags, the blocks that add margins, and the pictures' proportions", () => {
    const html =
      '<p>Tap <strong>Save</strong> &amp; wait.</p>\n<ul><li>One</li><li>Two</li></ul>\n<h3 id="x">Next</h3>';
    expect(sectionBodySize(html, [picture("a"), { width: 400, height: 400 }])).toEqual({
      characters: "Tap Save & wait. OneTwo Next".length,
      paragraphs: 4,
      pictures: 2,
      pictureRatio: 420 / 640 + 1,
    });
  });
});
