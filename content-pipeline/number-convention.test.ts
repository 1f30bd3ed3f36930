import { describe, expect, it } from "vitest";
import { LANGUAGES } from "../app/i18n/languages";
import { foreignNumbers } from "./number-convention";
import { copyLines, siteCopy } from "./site-copy";

describe("numbers in the copy", () => {
  it("are read and rewritten the way each language writes them", () => {
    expect(foreignNumbers("Un aire de 1,200 W, 13.5 horas, 2.4 GHz y R$1,799.90; calificación 5.0.", "es")).toEqual([]);
    expect(foreignNumbers("Un aire de 1.200 W, 13,5 horas, 4800 puntos y la nota 5,0.", "es")).toEqual([
      "1.200",
      "13,5",
      "4800",
      "5,0",
    ]);
    expect(foreignNumbers("An AC of 1.200 W runs 13,5 hours; 1,200 W for 13.5 hours.", "en")).toEqual([
      "1.200",
      "13,5",
    ]);
    expect(foreignNumbers("Um ar de 1.200 W por 13,5 horas custa R$ 1.799,90; não 1,200 W.", "pt")).toEqual(["1,200"]);
    expect(
      foreignNumbers("ESP32, GPIO 4, 18:30, 2025, Lei n.º 13.709/2018, `115200`, A4:CF:12, 08 e 000.000.000-00", "pt"),
    ).toEqual([]);
  });

  for (const lang of LANGUAGES)
    it(`follow the ${lang} formatter in every translation string and content file`, () => {
      const lines = copyLines(siteCopy(lang));
      expect(lines.length).toBeGreaterThan(1000);
      const foreign = lines.flatMap(({ file, line }) => {
        const found = foreignNumbers(line, lang);
        return found.length ? [`${file}: ${found.join(", ")} — ${line.trim().slice(0, 100)}`] : [];
      });
      expect(foreign).toEqual([]);
    });
});
