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
    root = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "niot-content-")), "content");
    for (const lang of ["pt", "en", "es"]) write(lang, "hello-iot", article());
  });
  afterEach(() => fs.rmSync(path.dirname(root), { recursive: true, force: true }));

  it("loads a valid collection with rendered, sanitized HTML and heading ids", () => {
    const { blog, pages } = loadContent(root, { blog: BLOG });
    expect(blog.en[0]).toMatchObject({ slug: "hello-iot", title: "Olá IoT", column: "center" });
    expect(blog.en[0]!.html).toContain('<h2 id="secao">Seção</h2>');
    expect(blog.en[0]!.untranslated).toBeUndefined();
    expect(pages).toEqual([{ path: "/article/hello-iot", languages: ["pt", "en", "es"] }]);
  });

  it("fails on a missing field, naming the file and the field", () => {
    write("en", "hello-iot", article({ title: "" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/en\/hello-iot\.md: title/);
  });

  it("fails on an unknown column", () => {
    write("es", "hello-iot", article({ column: "middle" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/es\/hello-iot\.md: column/);
  });

  it("fails when a slug is missing in one language of a collection that is published translated", () => {
    write("pt", "only-pt", article({ slug: "only-pt", id: "2" }));
    const strict: typeof BLOG = { ...BLOG, publishBeforeTranslation: false };
    expect(() => loadContent(root, { blog: strict })).toThrow(/blog\/en\/only-pt\.md: missing/);
  });

  it("publishes an article in Portuguese first: the other languages get the pt entry, marked untranslated", () => {
    write("pt", "only-pt", article({ slug: "only-pt", id: "2", title: '"Só em português"' }));
    write("es", "only-pt", article({ slug: "only-pt", id: "2", title: '"Solo en español"' }));
    const { blog, pages } = loadContent(root, { blog: BLOG });
    expect(blog.en.map((entry) => [entry.slug, entry.title, entry.untranslated])).toEqual([
      ["hello-iot", "Olá IoT", undefined],
      ["only-pt", "Só em português", true],
    ]);
    expect(blog.es.find((entry) => entry.slug === "only-pt")).toMatchObject({ title: "Solo en español" });
    expect(blog.es.find((entry) => entry.slug === "only-pt")!.untranslated).toBeUndefined();
    expect(pages).toContainEqual({ path: "/article/only-pt", languages: ["pt", "es"] });
  });

  it("counts the editor's copy of a language left empty (shared fields only, no body) as not translated", () => {
    write("pt", "only-pt", article({ slug: "only-pt", id: "2" }));
    const copied = `---\nid: 2\nslug: only-pt\nuser: "@ana.souza"\npublished: 2025-01-02\nlink: ""\nimg: /images/blog/hello-iot.svg\ncolumn: center\ngroup: ""\ntags: [iot]\n---\n`;
    write("en", "only-pt", copied);
    const { blog } = loadContent(root, { blog: BLOG });
    expect(blog.en.find((entry) => entry.slug === "only-pt")).toMatchObject({ title: "Olá IoT", untranslated: true });
    write("en", "only-pt", `${copied}\nA body makes it a translation, to be checked.\n`);
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/en\/only-pt\.md: title/);
  });

  it("still refuses a translation without its Portuguese source, and a pt-first entry checks its pt file", () => {
    write("en", "only-en", article({ slug: "only-en", id: "3" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/en\/only-en\.md: has no pt version/);
    fs.rmSync(path.join(root, "blog", "en", "only-en.md"));
    write("pt", "only-pt", article({ slug: "only-pt", id: "2", column: "middle" }));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(/blog\/pt\/only-pt\.md: column/);
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

  it("sizes a body image from its file under public/, and refuses one without alt text or a readable size", () => {
    const images = path.join(path.dirname(root), "public/images/blog");
    fs.mkdirSync(images, { recursive: true });
    fs.writeFileSync(
      path.join(images, "chart.svg"),
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 640 360"></svg>',
    );
    for (const lang of ["pt", "en", "es"])
      write(lang, "hello-iot", article({}, "![Gráfico de consumo](/images/blog/chart.svg)\n"));
    const { blog } = loadContent(root, { blog: BLOG });
    expect(blog.pt[0]!.html).toContain(
      '<img src="/images/blog/chart.svg" alt="Gráfico de consumo" width="640" height="360" loading="lazy" />',
    );
    write("en", "hello-iot", article({}, "![](/images/blog/chart.svg)\n"));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(
      /blog\/en\/hello-iot\.md: image \/images\/blog\/chart\.svg has no alt text/,
    );
    write("en", "hello-iot", article({}, "![A chart](/images/blog/missing.svg)\n"));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(
      /missing\.svg is not a local image with a width and a height/,
    );
    fs.writeFileSync(path.join(images, "chart.svg"), '<svg xmlns="http://www.w3.org/2000/svg"></svg>');
    write("en", "hello-iot", article({}, "![A chart](/images/blog/chart.svg)\n"));
    expect(() => loadContent(root, { blog: BLOG })).toThrow(
      /chart\.svg is not a local image with a width and a height/,
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
  it("passes every check, with the same 32 articles in each language (the spec's 27, four of autumn 2026, one of December)", () => {
    const { blog } = loadContent(path.resolve("content"));
    expect([blog.pt.length, blog.en.length, blog.es.length]).toEqual([32, 32, 32]);
    const fresh = blog.pt.filter((article) => article.published >= "2026-09-01" && article.published <= "2026-11-30");
    expect(fresh.length).toBeGreaterThanOrEqual(4);
    expect(blog.pt.filter((article) => article.published.startsWith("2026-12")).length).toBeGreaterThanOrEqual(1);
  });
});
