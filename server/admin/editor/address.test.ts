import { describe, expect, it } from "vitest";
import { addressFromTitle } from "./address";

describe("an address made from a title", () => {
  it("keeps lowercase letters and digits without accents, words joined by single hyphens", () => {
    expect(addressFromTitle("Ação na estufa: 2ª edição!")).toBe("acao-na-estufa-2a-edicao");
    expect(addressFromTitle("¿Cómo conectar un sensor de humedad? Año 2026")).toBe(
      "como-conectar-un-sensor-de-humedad-ano-2026",
    );
    expect(addressFromTitle("  Irrigação — automática & conectada...  ")).toBe("irrigacao-automatica-conectada");
    expect(addressFromTitle("Primeiro artigo escrito no editor")).toBe("primeiro-artigo-escrito-no-editor");
  });

  it("is a valid address for the build, or empty when the title has no letter or digit", () => {
    for (const title of ["Über IoT: Ça va?", "100% online", "Dados → painéis"])
      expect(addressFromTitle(title)).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
    expect(addressFromTitle("¡¿…?!")).toBe("");
  });
});
