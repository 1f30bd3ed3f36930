/**
 * The editor's check before a save runs the build's rules on the entry in every language and says each problem
 * in the editor's language: the three edits of issue 70 that passed the editor and broke the build.
 */
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { parse as parseYaml } from "yaml";
import { checkEntry } from "./entry-check";

const frontMatter = (file: string) =>
  parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(path.join("content", file), "utf8"))![1]!) as Record<
    string,
    unknown
  >;
const article = (lang: string) => frontMatter(`blog/${lang}/${fs.readdirSync("content/blog/pt")[0]}`);
const event = (lang: string) => frontMatter(`events/${lang}/${fs.readdirSync("content/events/pt")[0]}`);

describe("the editor's check before a save", () => {
  it("passes an entry the build accepts, and a Portuguese entry whose translations are not written yet", () => {
    expect(checkEntry("blog", { pt: article("pt"), en: article("en"), es: article("es") }, "pt")).toEqual([]);
    expect(checkEntry("blog", { pt: article("pt"), en: { img: article("pt").img }, es: {} }, "pt")).toEqual([]);
    // A translation as Decap holds it before the save: its own text, the fields written once still to be copied.
    const { title, subtitle } = article("en");
    expect(checkEntry("blog", { pt: article("pt"), en: { title, subtitle } }, "pt")).toEqual([]);
  });

  it("takes a JPG cover: the site serves it as WebP", () => {
    const versions = { pt: { ...article("pt"), img: "/images/blog/photo.jpg" } };
    expect(checkEntry("blog", versions, "en")).toEqual([]);
  });

  it("takes what a translation shares from Portuguese, as the editor writes it: Spanish tags left empty pass", () => {
    const tags = ["iot", "dashboards"];
    const versions = {
      pt: { ...article("pt"), tags },
      en: { ...article("en"), tags },
      es: { ...article("es"), tags: [] },
    };
    expect(checkEntry("blog", versions, "pt")).toEqual([]);
    expect(checkEntry("blog", { ...versions, es: { ...article("es"), id: "x" } }, "pt")).toEqual([]);
  });

  it("says that an event must end after it starts, in the editor's language", () => {
    const moved = { ...event("pt"), date: "2030-01-10T19:00", endDate: "2030-01-10T18:00" };
    expect(checkEntry("events", { pt: moved }, "es")).toEqual([
      "Fin (PT): El evento debe terminar después de empezar.",
    ]);
  });

  it("refuses a date the calendar does not have, or words, saying the date rule in the editor's language", () => {
    for (const published of ["2026-02-31", "2026-13-01", "amanhã"])
      expect(checkEntry("blog", { pt: { ...article("pt"), published } }, "pt"), published).toEqual([
        "Data de publicação (PT): Uma data, como 2026-12-09.",
      ]);
    const impossible = { ...event("pt"), date: "2030-02-30T19:00", endDate: "2030-03-01T18:00" };
    expect(checkEntry("events", { pt: impossible }, "es")).toEqual([
      "Inicio (PT): Una fecha y una hora, como 2026-12-09 19:00.",
    ]);
  });

  it("says a pattern as a sentence, never as the regular expression", () => {
    const problems = checkEntry("blog", { pt: { ...article("pt"), slug: "Meu Artigo", user: "ana" } }, "pt");
    expect(problems).toEqual([
      "Endereço da página (PT): Só letras minúsculas sem acento, números e hífens, como meu-primeiro-artigo.",
      "Autor (PT): Escolha o autor na lista (um nome como @ana.souza).",
    ]);
    expect(problems.join(" ")).not.toMatch(/[\^$\\]/);
  });
});
