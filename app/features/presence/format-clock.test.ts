import { describe, expect, it } from "vitest";
import { formatClock, formatCountdown } from "./format-clock";

describe("simulator clock", () => {
  it("shows a time of day as HH:MM and wraps at midnight", () => {
    expect(formatClock(18 * 3_600_000)).toBe("18:00");
    expect(formatClock(18 * 3_600_000 + 35 * 60_000)).toBe("18:35");
    expect(formatClock(24 * 3_600_000 + 5 * 60_000)).toBe("00:05");
  });

  it("shows a countdown as MM:SS", () => {
    expect(formatCountdown(30 * 60_000)).toBe("30:00");
    expect(formatCountdown(1_000)).toBe("00:01");
    expect(formatCountdown(0)).toBe("00:00");
  });
});
