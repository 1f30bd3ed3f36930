import { describe, expect, it } from "vitest";
import { foldText, searchCases } from "./search-cases";

const CASES = [
  { id: "gym", title: "Academia do condomínio", preview: "Sensores de presença e um leitor de cartão." },
  { id: "meeting", title: "Sala de reunião", preview: "Relés e controle IR para a tela." },
  { id: "climate-control", title: "Controle de climatização", preview: "Emissores IR e sensores de temperatura." },
];

describe("showcase search", () => {
  it("folds accents and case", () => {
    expect(foldText("Climatização RELÉ")).toBe("climatizacao rele");
  });

  it("keeps every case for an empty or blank query", () => {
    expect(searchCases(CASES, "")).toHaveLength(3);
    expect(searchCases(CASES, "   ")).toHaveLength(3);
  });

  it("matches title and preview without accents or case", () => {
    expect(searchCases(CASES, "CLIMATIZACAO").map((c) => c.id)).toEqual(["climate-control"]);
    expect(searchCases(CASES, "rele").map((c) => c.id)).toEqual(["meeting"]);
    expect(searchCases(CASES, "ir").map((c) => c.id)).toEqual(["meeting", "climate-control"]);
  });

  it("requires every word", () => {
    expect(searchCases(CASES, "sensores temperatura").map((c) => c.id)).toEqual(["climate-control"]);
    expect(searchCases(CASES, "sensores piscina")).toEqual([]);
  });
});
