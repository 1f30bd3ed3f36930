import { describe, expect, it } from "vitest";
import { parseCsv } from "../../tests/setup/parse-csv";
import { csvCell, toCsv } from "./csv";

describe("csvCell", () => {
  it("escapes cells a spreadsheet would run as formulas", () => {
    for (const formula of ["=SUM(A1)", "+1", "-1+1", "@cmd"]) expect(csvCell(formula)).toBe(`"'${formula}"`);
  });
  it("escapes formulas behind leading spaces, tabs and line breaks (OWASP CSV injection)", () => {
    for (const formula of [" =1+1", "  @SUM(A1)", "\t=cmd|' /C calc'!A0", "\r+1", "\n-2", " \t =HYPERLINK()"]) {
      expect(csvCell(formula).startsWith(`"'`), JSON.stringify(formula)).toBe(true);
    }
    expect(csvCell("ana@example.com")).toBe("ana@example.com");
  });
  it("escapes formulas after every separator a spreadsheet may split on (pt-BR Excel splits on ;)", () => {
    for (const hostile of ["Ana;=1+1;", "Ana; =1+1", 'Ana;"=1+1', "Ana,@SUM(A1)", "Ana\t+1", "Ana\r\n-2+3", "a;b;=c"]) {
      const cell = csvCell(hostile);
      for (const separator of [";", ",", "\t", "\n"]) {
        const pieces = cell.split(separator).map((piece) => piece.replace(/^[\s"]+/, ""));
        expect(
          pieces.filter((piece) => /^[=+\-@]/.test(piece)),
          `${JSON.stringify(hostile)} split on ${JSON.stringify(separator)}`,
        ).toEqual([]);
      }
    }
    expect(csvCell("Ana;=1+1;")).toBe(`"Ana;'=1+1;"`);
    expect(csvCell("Silva; Ana")).toBe(`"Silva; Ana"`);
  });
  it("quotes commas, quotes and line breaks", () => {
    expect(csvCell('a,"b"\nc')).toBe('"a,""b""\nc"');
    expect(csvCell(null)).toBe("");
    expect(csvCell(42)).toBe("42");
  });
});

describe("toCsv and parseCsv", () => {
  it("round-trip hostile text byte-exact, but for the apostrophe before a formula start", () => {
    const hostile = `Robert'); DROP TABLE leads; <script>alert("x")</script>, é ✓ ;--`;
    const csv = toCsv([{ name: hostile, n: 1 }], ["name", "n"]);
    expect(parseCsv(csv)).toEqual([
      ["name", "n"],
      [hostile.replace(";--", ";'--"), "1"],
    ]);
  });
});
