import fs from "node:fs";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import { registerPhrasesWithoutMissingGlyphs } from "./phrases";

describe("the editor's phrases", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("say Decap's fullwidth plus, a glyph the editor's font lacks, as an ASCII plus in pt, en and es", () => {
    const locales: Record<string, Record<string, unknown>> = {
      pt: { collection: { collectionTop: { newButton: "＋ %{collectionLabel}", viewAs: "Ver como" } } },
      en: {
        collection: { collectionTop: { newButton: "＋ %{collectionLabel}" } },
        app: { header: { content: "Contents" } },
      },
    };
    vi.stubGlobal("window", {
      CMS: {
        getLocale: (lang: string) => locales[lang],
        registerLocale: (lang: string, phrases: Record<string, unknown>) => (locales[lang] = phrases),
      },
    });
    registerPhrasesWithoutMissingGlyphs();
    expect(locales.pt).toEqual({
      collection: { collectionTop: { newButton: "+ %{collectionLabel}", viewAs: "Ver como" } },
    });
    expect(locales.en).toEqual({
      collection: { collectionTop: { newButton: "+ %{collectionLabel}" } },
      app: { header: { content: "Contents" } },
    });
    expect(locales.es).toBeUndefined();
  });

  it("cover the one phrase of Decap's bundle with that glyph", () => {
    const bundle = fs.readFileSync(createRequire(import.meta.url).resolve("decap-cms/dist/decap-cms.js"), "utf8");
    const phrases = new Set(bundle.match(/\w+:"[^"]*＋[^"]*"/g));
    expect([...phrases]).toEqual(['newButton:"＋ %{collectionLabel}"']);
  });
});
