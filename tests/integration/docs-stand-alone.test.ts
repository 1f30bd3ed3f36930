import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

const DOC_FOLDERS = ["docs/decisions", "docs/recipes"];
/** Files the product owner keeps outside this repository: docs/project-brief.md carries what we need of them. */
const OUTSIDE = /\b(DESIGN|STYLE|STACK-NOTES|CONTENT-BRIEF)\.md\b|\/work\/shared|\.\.\/shared\//;

const docs = DOC_FOLDERS.flatMap((folder) =>
  fs
    .readdirSync(folder)
    .filter((name) => name.endsWith(".md"))
    .map((name) => path.join(folder, name)),
);

describe("decision records and recipes stand on files in the repository", () => {
  it.each(docs)("%s names no file kept outside the repository", (file) => {
    const outside = fs
      .readFileSync(file, "utf8")
      .split("\n")
      .filter((line) => OUTSIDE.test(line));
    expect(outside).toEqual([]);
  });

  it.each(docs)("%s links only to files that exist", (file) => {
    const text = fs.readFileSync(file, "utf8");
    const targets = [...text.matchAll(/\]\(([^)#\s]+)(?:#[^)]*)?\)/g)]
      .map((match) => match[1]!)
      .filter((target) => !/^[a-z]+:/.test(target));
    const missing = targets.filter((target) => !fs.existsSync(path.join(path.dirname(file), target)));
    expect(missing).toEqual([]);
  });
});
