import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { translationStatus } from "./translation-status";

describe("translation status", () => {
  let root: string;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  const write = (lang: string, slug: string, text = `${lang} ${slug}`) => {
    fs.mkdirSync(path.join(root, "blog", lang), { recursive: true });
    fs.writeFileSync(path.join(root, "blog", lang, `${slug}.md`), text);
  };
  const commit = (message: string, date: string) => {
    git("add", "-A");
    execFileSync("git", ["commit", "-qm", message], {
      cwd: root,
      env: { ...process.env, GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date },
    });
  };
  const stateOf = (slug: string) => translationStatus(root).find((entry) => entry.slug === slug)?.states;

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "niot-status-"));
    git("init", "-q");
    git("config", "user.email", "editor@niot.example");
    git("config", "user.name", "Editor");
    for (const lang of ["pt", "en", "es"]) write(lang, "translated");
    write("pt", "pt-first");
    commit("articles", "2026-01-01T10:00:00Z");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists every pt entry with the state of en and es: done, or missing", () => {
    expect(stateOf("translated")).toEqual({ en: "done", es: "done" });
    expect(stateOf("pt-first")).toEqual({ en: "missing", es: "missing" });
  });

  it("finds a translation outdated when the pt source is committed after it, and done once it follows", () => {
    write("pt", "translated", "pt, rewritten");
    commit("rewrite pt", "2026-02-01T10:00:00Z");
    expect(stateOf("translated")).toEqual({ en: "outdated", es: "outdated" });
    write("en", "translated", "en, following pt");
    commit("translate en", "2026-03-01T10:00:00Z");
    expect(stateOf("translated")).toEqual({ en: "done", es: "outdated" });
  });

  it("counts a file the local editor saved but nobody committed by its modification time", () => {
    write("en", "pt-first");
    expect(stateOf("pt-first")).toEqual({ en: "done", es: "missing" });
    write("pt", "pt-first", "pt, edited after the translation");
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(path.join(root, "blog", "pt", "pt-first.md"), later, later);
    expect(stateOf("pt-first")).toEqual({ en: "outdated", es: "missing" });
  });
});
