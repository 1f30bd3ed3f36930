import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "~/content/blog-content.server";
import { blogLayout, centerBlocks } from "./blog-layout";

const item = (id: number, column: ArticleSummary["column"], group = "") =>
  ({
    id,
    slug: `a${id}`,
    column,
    group,
    title: `Title ${id}`,
    subtitle: `Subtitle ${id}`,
    img: `/images/blog/a${id}.svg`,
    published: "2026-11-01",
    link: "",
    user: "@author",
    tags: ["ai"],
    readingTime: 4,
  }) as unknown as ArticleSummary;

describe("centerBlocks", () => {
  it("keeps at most 5 centre items: a banner first, grouped neighbours together, the rest side cards", () => {
    const blocks = centerBlocks([
      item(1, "center"),
      item(2, "left"),
      item(3, "center"),
      item(4, "center", "ai"),
      item(5, "center", "ai"),
      item(6, "center"),
      item(7, "center"),
    ]);
    expect(
      blocks.map((b) =>
        b.kind === "single" ? `${b.layout}:${b.article.slug}` : `group:${b.articles.map((a) => a.slug).join(",")}`,
      ),
    ).toEqual(["banner:a1", "side:a3", "group:a4,a5", "side:a6"]);
  });
  it("never makes the first item part of a group", () => {
    expect(centerBlocks([item(1, "center", "ai"), item(2, "center", "ai")]).map((b) => b.kind)).toEqual([
      "single",
      "group",
    ]);
  });
});

describe("blogLayout", () => {
  const layout = blogLayout([
    item(1, "center"),
    item(2, "center", "ai"),
    item(3, "left"),
    item(4, "right"),
    item(5, "footer"),
  ]);

  it("gives the subtitle only to the cards that show it (banner and side), and no field a place does not show", () => {
    expect(layout.center).toEqual([
      {
        kind: "single",
        layout: "banner",
        article: {
          slug: "a1",
          link: "",
          title: "Title 1",
          img: "/images/blog/a1.svg",
          published: "2026-11-01",
          subtitle: "Subtitle 1",
        },
      },
      {
        kind: "group",
        group: "ai",
        articles: [{ slug: "a2", link: "", title: "Title 2", img: "/images/blog/a2.svg", published: "2026-11-01" }],
      },
    ]);
    expect(layout.left.map((card) => Object.keys(card).sort())).toEqual([
      ["img", "link", "published", "slug", "title"],
    ]);
    expect(layout.footer.map((card) => card.slug)).toEqual(["a5"]);
  });

  it("gives the ranked list the reading time and the author", () => {
    expect(layout.right).toEqual([{ slug: "a4", link: "", title: "Title 4", readingTime: 4, user: "@author" }]);
  });
});
