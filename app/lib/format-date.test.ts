import { describe, expect, it } from "vitest";
import { formatDate } from "./format-date";

describe("formatDate", () => {
  it("writes the date per language, without time-zone drift", () => {
    expect(formatDate("2025-01-02", "pt")).toBe("2 de janeiro de 2025");
    expect(formatDate("2025-01-02", "en")).toBe("January 2, 2025");
    expect(formatDate("2025-01-02", "es")).toBe("2 de enero de 2025");
  });
});
