import { describe, expect, it } from "vitest";
import { formatDocument, isValidCnpj, isValidCpf } from "./brazilian-documents";

describe("CPF", () => {
  it("accepts valid check digits, formatted or not", () => {
    expect(isValidCpf("529.982.247-25")).toBe(true);
    expect(isValidCpf("52998224725")).toBe(true);
  });
  it("rejects wrong digits, repeated digits and wrong lengths", () => {
    expect(isValidCpf("529.982.247-24")).toBe(false);
    expect(isValidCpf("111.111.111-11")).toBe(false);
    expect(isValidCpf("5299822472")).toBe(false);
  });
});

describe("CNPJ", () => {
  it("accepts a valid numeric CNPJ", () => {
    expect(isValidCnpj("11.222.333/0001-81")).toBe(true);
  });
  it("accepts a valid alphanumeric CNPJ", () => {
    expect(isValidCnpj("12.ABC.345/01DE-35")).toBe(true);
  });
  it("rejects wrong check digits and repeated characters", () => {
    expect(isValidCnpj("11.222.333/0001-82")).toBe(false);
    expect(isValidCnpj("12.ABC.345/01DE-36")).toBe(false);
    expect(isValidCnpj("00000000000000")).toBe(false);
  });
});

describe("formatDocument", () => {
  it("formats the three lengths of spec §5", () => {
    expect(formatDocument("52998224725")).toBe("529.982.247-25");
    expect(formatDocument("123456789")).toBe("1.234.567-89");
    expect(formatDocument("11222333000181")).toBe("11.222.333/0001-81");
    expect(formatDocument("12abc34501de35")).toBe("12.ABC.345/01DE-35");
  });
  it("leaves other input as typed", () => {
    expect(formatDocument("12345")).toBe("12345");
  });
});
