import fs from "node:fs";
import { createRequire } from "node:module";
import { afterEach, describe, expect, it, vi } from "vitest";
import { completePhrases, OWN_PHRASES, registerEditorPhrases } from "./phrases";

const leaves = (node: object, prefix = ""): Array<[string, string]> =>
  Object.entries(node).flatMap(([key, value]) =>
    typeof value === "object" ? leaves(value as object, `${prefix}${key}.`) : [[`${prefix}${key}`, String(value)]],
  );
const decapLocale = async (lang: string) =>
  ((await import(`decap-cms-locales/dist/esm/${lang}/index.js`)) as { default: object }).default;
const placeholders = (text: string) => [...text.matchAll(/%\{\w+\}/g)].map(([match]) => match).sort();

describe("the editor's phrases", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("say Decap's fullwidth plus, a glyph the editor's font lacks, as an ASCII plus, and fill in what Decap lacks", () => {
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
    registerEditorPhrases();
    expect(locales.pt).toMatchObject({
      collection: {
        collectionTop: { newButton: "+ %{collectionLabel}", viewAs: "Ver como", viewAsList: "Ver em lista" },
      },
      editor: { editorControlPane: { i18n: { copyFromLocale: "Preencher a partir de outro idioma" } } },
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

  it.each(["pt", "es"])(
    "leave no phrase of Decap's in English in %s, each of ours with Decap's placeholders",
    async (lang) => {
      const english = new Map(leaves(await decapLocale("en")));
      const decap = new Map(leaves(await decapLocale(lang)));
      const complete = new Map(leaves(completePhrases(await decapLocale(lang), OWN_PHRASES[lang])));
      expect([...english.keys()].filter((key) => !complete.has(key))).toEqual([]);
      for (const [key, text] of Object.entries(OWN_PHRASES[lang]!)) {
        expect(decap.has(key), `${key}: Decap has it now`).toBe(false);
        expect(placeholders(text), key).toEqual(placeholders(english.get(key) ?? ""));
      }
    },
  );
});
