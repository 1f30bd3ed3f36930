import { describe, expect, it } from "vitest";
import { formatBrazilianPhone, isValidBrazilianPhone, parseBrazilianPhone, toE164 } from "./brazilian-phone";

describe("parseBrazilianPhone", () => {
  it.each([
    ["11912345678", "11", "912345678", true],
    ["(11) 91234-5678", "11", "912345678", true],
    ["11 91234 5678", "11", "912345678", true],
    ["+55 11 91234-5678", "11", "912345678", true],
    ["+55 (21) 99876-5432", "21", "998765432", true],
    ["5511912345678", "11", "912345678", true],
    ["011 91234-5678", "11", "912345678", true],
    ["(11) 3123-4567", "11", "31234567", false],
    ["1131234567", "11", "31234567", false],
    ["+55 51 3333.4444", "51", "33334444", false],
    // DDD 55 (Santa Maria, RS) is not mistaken for the country code.
    ["(55) 99123-4567", "55", "991234567", true],
    ["+55 55 99123-4567", "55", "991234567", true],
  ])("reads %s", (input, ddd, number, mobile) => {
    expect(parseBrazilianPhone(input)).toEqual({ ddd, number, mobile });
  });

  it.each([
    ["", "empty"],
    ["91234-5678", "no area code"],
    ["(10) 91234-5678", "area code not in use"],
    ["(20) 3123-4567", "area code not in use"],
    ["(11) 81234-5678", "9-digit number not starting with 9"],
    ["(11) 8123-4567", "8-digit mobile of the old plan"],
    ["(11) 1123-4567", "8-digit number starting with 1"],
    ["+1 415 555 0100", "another country"],
    ["(11) 91234-567", "too short"],
    ["(11) 91234-56789", "too long"],
    ["11 9123a-5678", "letters"],
    ["1".repeat(40), "absurdly long"],
  ])("refuses %s (%s)", (input) => {
    expect(parseBrazilianPhone(input)).toBeNull();
    expect(isValidBrazilianPhone(input)).toBe(false);
  });
});

describe("formatBrazilianPhone", () => {
  it("formats mobiles and landlines", () => {
    expect(formatBrazilianPhone("11912345678")).toBe("(11) 91234-5678");
    expect(formatBrazilianPhone("+55 11 912345678")).toBe("(11) 91234-5678");
    expect(formatBrazilianPhone("1131234567")).toBe("(11) 3123-4567");
    expect(formatBrazilianPhone(" (11)3123 4567 ")).toBe("(11) 3123-4567");
  });
  it("leaves what it cannot read untouched", () => {
    expect(formatBrazilianPhone("9123")).toBe("9123");
    expect(formatBrazilianPhone("abc")).toBe("abc");
  });
  it("is idempotent", () => {
    expect(formatBrazilianPhone(formatBrazilianPhone("11912345678"))).toBe("(11) 91234-5678");
  });
});

describe("toE164", () => {
  it("gives the international form, or null", () => {
    expect(toE164("(11) 91234-5678")).toBe("+5511912345678");
    expect(toE164("(11) 3123-4567")).toBe("+551131234567");
    expect(toE164("123")).toBeNull();
  });
});
