import { describe, expect, it } from "vitest";
import { LANGUAGES } from "~/i18n/languages";
import en from "~/locales/en/home.json";
import es from "~/locales/es/home.json";
import pt from "~/locales/pt/home.json";
import { interpret } from "./interpreter";
import { parseShare, summarise } from "./phrases/phrase-table";
import { PHRASE_TABLES, TIMING_PROMPT } from "./phrases/tables";
import { tokenize } from "./tokenize";

const HOME = { pt, en, es };

describe("the prompt interpreter", () => {
  for (const lang of LANGUAGES) {
    it(`reads at least 90 % of ${lang} phrases fully (trigger, conditions, actions, variables)`, () => {
      const result = parseShare(lang, PHRASE_TABLES[lang], interpret);
      console.info(
        `prompt interpreter, ${lang}: ${result.parsed}/${result.total} phrases parsed fully (${(result.share * 100).toFixed(1)} %)`,
      );
      for (const miss of result.misses)
        console.info(
          `  missed: ${miss.phrase}\n    expected ${miss.expected.join(" | ")}\n    read     ${miss.actual.join(" | ")}`,
        );
      expect(result.total).toBeGreaterThanOrEqual(60);
      expect(result.share).toBeGreaterThanOrEqual(0.9);
    });

    it(`reads the three example buttons of the ${lang} home exactly as its table says`, () => {
      const rows = PHRASE_TABLES[lang];
      for (const { prompt } of HOME[lang].prompt.examples) {
        const row = rows.find(([phrase]) => phrase === prompt);
        expect(row, `the ${lang} table holds "${prompt}"`).toBeDefined();
        expect(parseShare(lang, [row!], interpret).misses).toEqual([]);
      }
    });

    it(`gives no flow for text without a device or a time in ${lang}`, () => {
      for (const text of ["asdf qwerty", "Olá, tudo bem?", "Hello there, how are you?", "¿Qué tal, amigo?", "42"]) {
        expect(interpret(text, lang), text).toBeUndefined();
      }
    });
  }

  it("folds accents and reads decimal commas and points alike", () => {
    expect(tokenize("Ligar o AQUECEDOR às 18:30 se cair a 18,5 ou 18.5 °C")).toEqual([
      "ligar",
      "o",
      "aquecedor",
      "as",
      { clock: 1110 },
      "se",
      "cair",
      "a",
      18.5,
      "ou",
      18.5,
      "°",
      "c",
    ]);
    expect(summarise(interpret("Se a temperatura passar de 30 graus, ligue o ventilador", "pt"))).toEqual(
      summarise(interpret("se a temperatura passar de 30 graus ligue o ventilador", "pt")),
    );
    expect(summarise(interpret("Quando la humedad pase de 80 %, enciende el extractor", "es"))[1]).toBe(">80%");
  });

  it("reads a sentence typed in another language than the page's, even when a word of it means something in the page's", () => {
    expect(summarise(interpret("When the temperature goes above 30 degrees, turn on the fan", "pt"))).toEqual([
      "temperature",
      ">30°C",
      "fan on",
      "fan:OUTPUT, temperature:INPUT:°C",
    ]);
    // "alerta" is also an English stem (alert*): the Portuguese reading understands more of the sentence.
    const [row] = PHRASE_TABLES.pt.filter(([phrase]) => phrase.startsWith("Envie um alerta"));
    expect(parseShare("en", [row!], interpret).misses).toEqual([]);
  });

  it("suggests the board the visitor names, else an ESP8266 for two pins and an ESP32 for more, and none without pins", () => {
    expect(interpret("Quando a temperatura passar de 30 graus, ligue o ventilador", "pt")?.board).toBe("ESP8266");
    expect(interpret("Com um ESP32, ligue o ventilador quando a temperatura passar de 30 graus", "pt")?.board).toBe(
      "ESP32",
    );
    expect(interpret("If humidity or temperature are above 80%, turn on the fan and the pump", "en")?.board).toBe(
      "ESP32",
    );
    expect(interpret("Every day at 8 am, call a webhook", "en")?.board).toBeUndefined();
  });

  it("times one reading of a 200-character prompt (reported, not asserted)", () => {
    expect(TIMING_PROMPT).toHaveLength(200);
    const times: number[] = [];
    for (let run = 0; run < 1000; run++) {
      const start = performance.now();
      interpret(TIMING_PROMPT, "pt");
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    console.info(
      `prompt interpreter, 200 characters: median ${times[500]!.toFixed(3)} ms, p99 ${times[990]!.toFixed(3)} ms over 1000 runs`,
    );
    expect(summarise(interpret(TIMING_PROMPT, "pt"))[2]).toBe("exhaust on, fan on, heater off, notify");
  });
});
