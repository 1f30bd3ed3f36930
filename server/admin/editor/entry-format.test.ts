import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { editorFormats, translationStatus } from "../../../content-pipeline";
import { parseEntryFile, stringifyEntryFile, type EntryData } from "../../../content-pipeline/browser";
import { filesWorthWriting } from "./saving-backend";
import { entryFormat } from "./entry-format";

const ARTICLE = {
  id: 7,
  slug: "translated",
  user: "@ana.souza",
  published: "2026-01-01",
  link: "",
  img: "/images/blog/members-roles-projects.svg",
  column: "left",
  group: "",
  tags: ["energia"],
};
const TEXT = {
  pt: { title: "Sensores na estufa", subtitle: "Como medir a umidade.", body: "Texto em português." },
  en: { title: "Sensors in the greenhouse", subtitle: "How to measure humidity.", body: "Text in English." },
  es: { title: "Sensores en el invernadero", subtitle: "Cómo medir la humedad.", body: "Texto en español." },
};
type Lang = keyof typeof TEXT;
const LANGS = ["pt", "en", "es"] as const;

/**
 * The editor's saves (its file format, its backend's choice of files) and the translation status that reads what
 * they leave, in a git repository of articles: `npm run content:status` and /admin/status call the same function.
 */
describe("the editor's saves and the translation status", () => {
  let root: string;
  const git = (...args: string[]) => execFileSync("git", args, { cwd: root, stdio: "ignore" });
  const fileOf = (lang: Lang, slug = "translated") => path.join(root, "blog", lang, `${slug}.md`);
  const write = (lang: Lang, data: EntryData, slug = "translated") => {
    fs.mkdirSync(path.dirname(fileOf(lang, slug)), { recursive: true });
    fs.writeFileSync(fileOf(lang, slug), stringifyEntryFile(data));
  };
  const commit = (message: string) => {
    git("add", "-A");
    git("commit", "-qm", message);
  };
  const stateOf = async (slug = "translated") =>
    (await translationStatus(root)).find((entry) => entry.slug === slug)?.states;

  /**
   * A save in the editor as Decap makes it: every language's file read through the blog's format, the versions
   * changed as the marketer changed them, the Portuguese one announced (preSave), then every language's file
   * written that the format gives text for, as the local backend writes them (identical bytes too).
   */
  async function editorSave(change: Partial<Record<Lang, (data: EntryData) => EntryData>>) {
    const { shared, fields } = editorFormats().blog!;
    const format = entryFormat(shared, fields);
    const versions = Object.fromEntries(
      LANGS.filter((lang) => fs.existsSync(fileOf(lang))).map((lang) => [
        lang,
        format.fromFile(fs.readFileSync(fileOf(lang), "utf8")),
      ]),
    ) as Partial<Record<Lang, EntryData>>;
    for (const lang of LANGS) if (change[lang]) versions[lang] = change[lang](versions[lang] ?? {});
    await format.beforeSave(versions.pt!);
    // Decap ends every file with a line break; the backend writes what filesWorthWriting keeps.
    const files = LANGS.filter((lang) => versions[lang]).map((lang) => ({
      path: `content/blog/${lang}/translated.md`,
      raw: `${format.toFile(versions[lang]!).replace(/\n?$/, "\n")}`,
    }));
    for (const file of filesWorthWriting(files))
      fs.writeFileSync(path.join(root, file.path.replace(/^content\//, "")), file.raw);
  }
  const bytes = (lang: Lang) => fs.readFileSync(fileOf(lang), "utf8");

  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), "niot-status-"));
    git("init", "-q");
    git("config", "user.email", "editor@niot.example");
    git("config", "user.name", "Editor");
    for (const lang of LANGS) write(lang, { ...ARTICLE, ...TEXT[lang] });
    write("pt", { ...ARTICLE, slug: "pt-first", ...TEXT.pt }, "pt-first");
    commit("articles");
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it("lists every pt entry with the state of en and es: done, or missing", async () => {
    expect(await stateOf()).toEqual({ en: "done", es: "done" });
    expect(await stateOf("pt-first")).toEqual({ en: "missing", es: "missing" });
  });

  it("finds a translation outdated when the pt source is committed after it, and done once it follows", async () => {
    write("pt", { ...ARTICLE, ...TEXT.pt, subtitle: "Outro subtítulo." });
    commit("rewrite pt");
    expect(await stateOf()).toEqual({ en: "outdated", es: "outdated" });
    write("en", { ...ARTICLE, ...TEXT.en, subtitle: "Another subtitle." });
    commit("translate en");
    expect(await stateOf()).toEqual({ en: "done", es: "outdated" });
  });

  it("after the editor's save of the Portuguese subtitle alone: en and es untouched, and outdated", async () => {
    const [en, es] = [bytes("en"), bytes("es")];
    await editorSave({ pt: (data) => ({ ...data, subtitle: "Como medir a umidade do solo." }) });
    expect(parseEntryFile(bytes("pt"))?.subtitle).toBe("Como medir a umidade do solo.");
    expect([bytes("en"), bytes("es")]).toEqual([en, es]);
    expect(await stateOf()).toEqual({ en: "outdated", es: "outdated" });

    // The Spanish version follows, saved in the editor and not committed: it records the Portuguese it follows.
    await editorSave({ es: (data) => ({ ...data, subtitle: "Cómo medir la humedad del suelo." }) });
    expect(parseEntryFile(bytes("es"))?.translatedFrom).toMatch(/^[0-9a-f]{12}$/);
    expect(await stateOf()).toEqual({ en: "outdated", es: "done" });
    commit("pt subtitle, es follows");
    expect(await stateOf()).toEqual({ en: "outdated", es: "done" });

    // Tags, entered once in Portuguese, are written into every translation; the recorded text stays as it was.
    await editorSave({ pt: (data) => ({ ...data, tags: ["energia", "agro"] }) });
    commit("tags");
    expect([parseEntryFile(bytes("en"))?.tags, parseEntryFile(bytes("es"))?.tags]).toEqual([
      ["energia", "agro"],
      ["energia", "agro"],
    ]);
    expect(await stateOf()).toEqual({ en: "outdated", es: "done" });

    // The Portuguese text changes again, committed together with a shared change in the translations.
    await editorSave({
      pt: (data) => ({ ...data, title: "Sensores na estufa, passo a passo", group: "agro" }),
      en: (data) => ({ ...data, group: "agro" }),
      es: (data) => ({ ...data, group: "agro" }),
    });
    commit("pt title");
    expect(await stateOf()).toEqual({ en: "outdated", es: "outdated" });
  });

  it("publishes a Portuguese entry alone: no en or es file, nor one that copies the Portuguese text", async () => {
    const { shared, fields } = editorFormats().blog!;
    const format = entryFormat(shared, fields);
    const portuguese = { ...ARTICLE, ...TEXT.pt };
    await format.beforeSave(portuguese);
    const file = (lang: Lang, data: EntryData) => ({ path: `content/blog/${lang}/new.md`, raw: format.toFile(data) });
    const written = filesWorthWriting([
      file("pt", portuguese),
      file("en", { ...ARTICLE, title: "", body: "" }),
      file("es", { ...portuguese }),
    ]);
    expect(written.map((entry) => entry.path)).toEqual(["content/blog/pt/new.md"]);
    expect(written[0]!.raw).toContain("title: Sensores na estufa");
    const spanish = format.toFile({ ...ARTICLE, ...TEXT.es, tags: [] });
    expect(parseEntryFile(spanish)).toMatchObject({ tags: ARTICLE.tags, translatedFrom: /^[0-9a-f]{12}$/ });
  });

  it("outside git, counts by the recorded source, else by modification time", async () => {
    fs.rmSync(path.join(root, ".git"), { recursive: true });
    write("en", { ...ARTICLE, slug: "pt-first", ...TEXT.en }, "pt-first");
    expect(await stateOf("pt-first")).toMatchObject({ en: "done" });
    write("pt", { ...ARTICLE, slug: "pt-first", ...TEXT.pt, subtitle: "Depois." }, "pt-first");
    const later = new Date(Date.now() + 60_000);
    fs.utimesSync(fileOf("pt", "pt-first"), later, later);
    expect(await stateOf("pt-first")).toMatchObject({ en: "outdated" });
  });
});
