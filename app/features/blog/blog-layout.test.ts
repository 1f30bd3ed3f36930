import { describe, expect, it } from "vitest";
import type { ArticleSummary } from "~/content/blog-content.server";
import { centerBlocks } from "./blog-layout";

const item = (id: number, column: ArticleSummary["column"], group = "") =>
  ({ id, slug: `a${id}`, column, group }) as ArticleSummary;

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
        b.kind === "single" ? `${b.layout}:${b.article.id}` : `group:${b.articles.map((a) => a.id).join(",")}`,
      ),
    ).toEqual(["banner:1", "side:3", "group:4,5", "side:6"]);
  });
  it("never makes the first item part of a group", () => {
    expect(centerBlocks([item(1, "center", "ai"), item(2, "center", "ai")]).map((b) => b.kind)).toEqual([
      "single",
      "group",
    ]);
  });
});
