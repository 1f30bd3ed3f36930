import { createHash } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { canonicalJson, parseEntryFile, sourceHash, stringifyEntryFile, translatableText } from "./entry-file";
import { contentRoot } from "./site-root";

const markdownFiles = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((entry) =>
      entry.isDirectory()
        ? markdownFiles(path.join(dir, entry.name))
        : entry.name.endsWith(".md")
          ? [path.join(dir, entry.name)]
          : [],
    );

describe("a content file as data and back", () => {
  it("writes every file of content/ back to the same data", () => {
    const files = markdownFiles(contentRoot());
    expect(files.length).toBeGreaterThan(150);
    for (const file of files) {
      const data = parseEntryFile(fs.readFileSync(file, "utf8"))!;
      const written = stringifyEntryFile(data);
      const again = parseEntryFile(written)!;
      expect(canonicalJson({ ...again, body: again.body?.trim() }), file).toBe(
        canonicalJson({ ...data, body: data.body?.trim() }),
      );
    }
  });

  it("orders the fields as asked, each on one line, lists of words too, the body after a blank line", () => {
    const subtitle = "Uma frase longa ".repeat(12).trim();
    const written = stringifyEntryFile({ tags: ["a", "b"], subtitle, title: "Olá: mundo", body: "Texto.\n" }, [
      "title",
      "subtitle",
      "tags",
    ]);
    expect(written).toBe(`---\ntitle: "Olá: mundo"\nsubtitle: ${subtitle}\ntags: [a, b]\n---\n\nTexto.\n`);
  });

  it("compares what a translation translates: its own fields and body, not the shared ones", () => {
    const shared = ["tags"];
    expect(translatableText({ title: " A ", tags: ["x"], body: "B\n" }, shared)).toBe(
      translatableText({ body: "B", title: "A", tags: ["y"], translatedFrom: "0123456789ab" }, shared),
    );
    expect(translatableText({ title: "A" }, shared)).not.toBe(translatableText({ title: "A." }, shared));
  });

  it("hashes the source with Web Crypto as Node's own SHA-256 does", async () => {
    const text = translatableText({ title: "Sensores na estufa", body: "Texto em português." }, []);
    expect(await sourceHash(text)).toBe(createHash("sha256").update(text).digest("hex").slice(0, 12));
  });
});
