import { describe, expect, it } from "vitest";
import { isCalendarDate } from "./calendar-date";

describe("a calendar date", () => {
  it("is a day the calendar has, leap days included, with or without a time", () => {
    for (const value of ["2026-02-28", "2028-02-29", "2026-12-31", "2026-12-09T19:00"])
      expect(isCalendarDate(value), value).toBe(true);
  });

  it("is not a day rolled over from an impossible one, nor words", () => {
    for (const value of ["2026-02-31", "2026-02-29", "2026-13-01", "2026-00-10", "2026-04-31T10:00", "amanhã", ""])
      expect(isCalendarDate(value), value).toBe(false);
  });
});
