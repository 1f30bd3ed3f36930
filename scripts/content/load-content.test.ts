import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { BLOG } from "./collections/blog";
import { loadContent } from "./load-content";
import { contentPlugin } from "./vite-plugin";

const article = (overrides: Record<string, string> = {}, body = "Texto com [link](/docs).\n\n## Seção\n") => {
  const fields = {
    id: "1",
    slug: "hello-iot",
    title: '"Olá IoT"',
    subtitle: '"Um começo"',
    user: '"@ana.souza"',
    published: "2025-01-02",
    link: '""',
    img: "/images/blog/hello-iot.svg",
    column: "center",
    group: '""',
    tags: "[iot]",
    ...overrides,
  };
  const yaml = Object.entries(fields)
    .filter(([, v]) => v !== "")
    .map(([k, v]) => `${k}: ${v}`)
    .join("\n");
  return `---\n${yaml}\n---\n\n${body}`;
};

describe("content pipeline", () => {
  let root: string;
  const write = (lang: string, slug: string, text: string) => {
    fs.mkdirSync(path.join(root, "blog", lang), { recursive: true });
    fs.writeFileSync(path.join(root, "blog", lang, `${slug}.md`), text);
  };
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "niot-content-"));
    for (const lang of ["pt", "en", "es"]) write(lang, "hello-iot", article());
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("loads a valid collection with rendered, sanitized HTML and heading ids", () => {
    const { blog, paths } = loadContent(root, { blog: BLOG });
    expect(blog.en[0]).toMatchObject({ slug: "hello-iot", title: "Olá IoT", column: "center" });
    expect(blog.en[0]!.html).toContain('<h2 id="secao">Seção</h2>');
    expect(paths).toEqual(["/article/hello-iot"]);
  });

  it("fails on a missing field, naming the file and the field", () => {
    write("en", "hello-iot", article({ title: "" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/en\/hello-iot\.md: title/);
  });

  it("fails on an unknown column", () => {
    write("es", "hello-iot", article({ column: "middle" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/es\/hello-iot\.md: column/);
  });

  it("fails when a slug is missing in one language", () => {
    write("pt", "only-pt", article({ slug: "only-pt", id: "2" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/en\/only-pt\.md: missing/);
  });

  it("fails when shared fields differ between languages", () => {
    write("es", "hello-iot", article({ published: "2025-02-02" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/es\/hello-iot\.md: published differs/);
  });

  it("fails on a broken internal link", () => {
    write("pt", "hello-iot", article({}, "Veja [isto](/article/nao-existe)."));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(
      /blog\/pt\/hello-iot\.md: broken internal link \/article\/nao-existe/,
    );
  });

  it("fails on a duplicate heading id", () => {
    write("pt", "hello-iot", article({}, "## Início\n\ntexto\n\n## Inicio\n"));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/duplicate heading id "inicio"/);
  });

  it("makes the build fail: the Vite plugin's load throws on a broken file", () => {
    write("en", "hello-iot", article({ slug: "other-slug" }));
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = root;
    try {
      const plugin = contentPlugin();
      const load = plugin.load as (id: string) => string | undefined;
      expect(() => load.call({}, "\0virtual:content")).toThrow(/hello-iot\.md: slug "other-slug" does not match/);
    } finally {
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
    }
  });
});

describe("the repository's content", () => {
  it("passes every check, with the same 31 articles in each language (the spec's 27 and four of autumn 2026)", () => {
    const { blog } = loadContent(path.resolve("content"));
    expect([blog.pt.length, blog.en.length, blog.es.length]).toEqual([31, 31, 31]);
    const fresh = blog.pt.filter((article) => article.published >= "2026-09-01" && article.published <= "2026-11-30");
    expect(fresh.length).toBeGreaterThanOrEqual(4);
  });
});
