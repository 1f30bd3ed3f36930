import { describe, expect, it } from "vitest";
import { renderMarkdown, sanitize, slugify } from "./markdown";

describe("sanitize", () => {
  it("removes script tags, event handlers and javascript: URLs", () => {
    const dirty = `<p onclick="steal()">Hi<script>alert(1)</script></p><a href="javascript:alert(1)">x</a><img src="x.png" onerror="boom()" alt="">`;
    const clean = sanitize(dirty);
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain("<p>Hi</p>");
    expect(clean).toContain("<a>x</a>");
  });
  it("opens external links safely and keeps internal ones as they are", () => {
    expect(sanitize('<a href="https://example.com">e</a>')).toBe(
      '<a href="https://example.com" rel="noopener noreferrer" target="_blank">e</a>',
    );
    expect(sanitize('<a href="/docs">d</a>')).toBe('<a href="/docs">d</a>');
  });
});

describe("renderMarkdown", () => {
  it("gives headings ids, honours {#custom} ids and collects links", () => {
    const { html, headings, links } = renderMarkdown(
      "## Criação de conta\n\nVeja [docs](/docs).\n\n## Tools {#tools}\n",
    );
    expect(headings).toEqual([
      { id: "criacao-de-conta", text: "Criação de conta", depth: 2 },
      { id: "tools", text: "Tools", depth: 2 },
    ]);
    expect(html).toContain('<h2 id="tools">Tools</h2>');
    expect(links).toEqual(["/docs"]);
  });
  it("strips raw HTML scripts written in Markdown", () => {
    expect(renderMarkdown("Hello <script>alert(1)</script> <b onmouseover=x>b</b>").html).not.toMatch(
      /script|onmouseover/,
    );
  });
  it("slugifies accents and punctuation", () => {
    expect(slugify("  Ação: já é IoT!  ")).toBe("acao-ja-e-iot");
  });
});
