import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { tuMarkers } from "./register";
import { copyLines, siteCopy } from "./site-copy";

/**
 * Words in someone else's voice, kept as they say them (decision 059): what a visitor types to the
 * prompt, a command to the platform in tú as people talk to an assistant. Translation keys by path,
 * content by the exact quote.
 */
const QUOTED_KEYS = ["home:prompt.placeholders", "home:prompt.examples", "home:prompt.preview.hint.examples"];
const QUOTES = [
  "Cuando la temperatura de la bodega pase de 8 °C durante 15 minutos, enciende el enfriador extra en el relé y avisa al celular de guardia. Apágalo de nuevo por debajo de 5 °C.",
  "Controla todo el edificio",
  "Compara el consumo de los dos congeladores en los últimos 30 días.",
];

type Json = string | Json[] | { [key: string]: Json };

/** Every string of a translation file with its key path ("home:prompt.examples.0.prompt"). */
function strings(node: Json, key: string): Array<{ key: string; text: string }> {
  if (typeof node === "string") return [{ key, text: node }];
  const children: Array<[string, Json]> = Array.isArray(node)
    ? node.map((n, i) => [String(i), n])
    : Object.entries(node);
  return children.flatMap(([k, child]) => strings(child, key.endsWith(":") ? `${key}${k}` : `${key}.${k}`));
}

const LOCALES = path.resolve("app/locales/es");
const translations = fs
  .readdirSync(LOCALES)
  .flatMap((file) =>
    strings(JSON.parse(fs.readFileSync(path.join(LOCALES, file), "utf8")) as Json, `${file.replace(/\.json$/, "")}:`),
  );

const contentLines = copyLines(siteCopy("es").filter(({ file }) => file.startsWith("content/"))).filter(
  ({ line }) => !/^\s*-? *id:/.test(line),
);

const withoutQuotes = (line: string) => QUOTES.reduce((text, quote) => text.split(quote).join(" "), line);

describe("register in es", () => {
  it("finds tú where it is, and not in usted or third-person text", () => {
    expect(tuMarkers("Haz clic en el enlace. Mira los cursos y usamos tus datos.")).toEqual(["Haz", "Mira", "tus"]);
    expect(tuMarkers("¡Gracias por registrarte! Puedes verlo contigo y te avisamos.")).toEqual([
      "registrarte",
      "Puedes",
      "contigo",
      "te",
    ]);
    expect(tuMarkers("Sirve para todas: cópialo y, si no conseguiste cupo, pruébalo.")).toEqual([
      "cópialo",
      "conseguiste",
      "pruébalo",
    ]);
    expect(tuMarkers("- Imagina una sala: conectas la placa y verás el panel.")).toEqual([
      "Imagina",
      "conectas",
      "verás",
    ]);
    expect(tuMarkers("Abra el correo que indicó. Lo contactaremos pronto; el equipo lee cada mensaje.")).toEqual([]);
    expect(tuMarkers("La mayor parte del equipo de TI está detrás del panel; el flujo enciende la luz.")).toEqual([]);
    expect(tuMarkers("Escriba `te = 1` en {{tu}} y vea [la guía](/docs/te-ayuda).")).toEqual([]);
  });

  it("speaks usted in every translation string", () => {
    expect(translations.length).toBeGreaterThan(500);
    const tu = translations
      .filter(({ key }) => !QUOTED_KEYS.some((quoted) => key.startsWith(`${quoted}.`)))
      .flatMap(({ key, text }) => {
        const found = tuMarkers(text);
        return found.length ? [`${key}: ${found.join(", ")} — ${text.slice(0, 100)}`] : [];
      });
    expect(tu).toEqual([]);
  });

  it("speaks usted in every content file, quotes aside", () => {
    expect(contentLines.length).toBeGreaterThan(1000);
    const tu = contentLines.flatMap(({ file, line }) => {
      const found = tuMarkers(withoutQuotes(line));
      return found.length ? [`${file}: ${found.join(", ")} — ${line.trim().slice(0, 100)}`] : [];
    });
    expect(tu).toEqual([]);
  });

  it("keeps its allow-list to quotes that are still there", () => {
    for (const key of QUOTED_KEYS)
      expect(
        translations.some((entry) => entry.key.startsWith(`${key}.`)),
        key,
      ).toBe(true);
    for (const quote of QUOTES)
      expect(
        contentLines.some(({ line }) => line.includes(quote)),
        quote,
      ).toBe(true);
  });
});
