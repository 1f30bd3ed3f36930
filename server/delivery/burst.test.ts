import { afterEach, describe, expect, it, vi } from "vitest";
import { BurstMeter } from "./burst";

describe("BurstMeter", () => {
  afterEach(() => vi.useRealTimers());

  it("calls more than 50 form posts a second a burst, over a fifth of a second, and ends it when they slow down", () => {
    vi.useFakeTimers({ now: 0 });
    const meter = new BurstMeter();
    for (let i = 0; i < 11; i++) meter.formPosted();
    vi.setSystemTime(200);
    expect(meter.inBurst()).toBe(true);
    for (let i = 0; i < 10; i++) meter.formPosted();
    vi.setSystemTime(400);
    expect(meter.inBurst()).toBe(false);
  });
});
