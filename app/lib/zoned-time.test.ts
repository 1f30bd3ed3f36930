import { describe, expect, it } from "vitest";
import { localClock, localDay, zonedDateTime } from "./zoned-time";

describe("zonedDateTime", () => {
  it("writes a Brasília wall-clock time with the offset of that day", () => {
    expect(zonedDateTime("2026-12-09T19:00", "America/Sao_Paulo")).toBe("2026-12-09T19:00:00-03:00");
    // Brazil still had summer time in early 2019 (UTC−2 until 17 February).
    expect(zonedDateTime("2019-01-10T19:00", "America/Sao_Paulo")).toBe("2019-01-10T19:00:00-02:00");
  });

  it("is the instant the organisers mean", () => {
    expect(Date.parse(zonedDateTime("2026-12-09T20:00", "America/Sao_Paulo"))).toBe(Date.parse("2026-12-09T23:00:00Z"));
  });

  it("refuses what is not a local date and time", () => {
    expect(() => zonedDateTime("2026-12-09", "America/Sao_Paulo")).toThrow(/YYYY-MM-DDTHH:MM/);
  });

  it("reads back the day and the clock as written", () => {
    expect(localDay("2026-12-09T19:00:00-03:00")).toBe("2026-12-09");
    expect(localClock("2026-12-09T19:00:00-03:00")).toBe("19:00");
  });
});
