import { describe, expect, it } from "vitest";
import { translatePathY } from "./svg-path";

describe("translatePathY", () => {
  it("moves every absolute y coordinate and leaves relative ones", () => {
    expect(translatePathY("M3 4L5 6H9V2C1 2 3 4 5 6S7 8 9 10Q1 2 3 4T5 6A2 3 0 0 1 7 8Z", 32)).toBe(
      "M3 36L5 38H9V34C1 34 3 36 5 38S7 40 9 42Q1 34 3 36T5 38A2 3 0 0 1 7 40Z",
    );
    expect(translatePathY("M1 1l2 2h3v4c1 1 2 2 3 3s1 1 2 2q1 1 2 2t1 1a2 2 0 0 1 3 3z", 10)).toBe(
      "M1 11l2 2h3v4c1 1 2 2 3 3s1 1 2 2q1 1 2 2t1 1a2 2 0 0 1 3 3z",
    );
  });

  it("reads the implicit linetos after a moveto in the moveto's sense", () => {
    expect(translatePathY("M20 6 9 17l-5-5", 64)).toBe("M20 70L9 81l-5 -5");
    expect(translatePathY("m2 2 3 3", 64)).toBe("M2 66l3 3");
  });

  it("writes a leading relative moveto as an absolute one, so the data can follow another path's", () => {
    const moved = translatePathY("m12 2 10 5-10 5z", 32);
    expect(moved).toBe("M12 34l10 5 -10 5z");
    expect(translatePathY("M1 1h2" + "m1 1h2", 32)).toBe("M1 33h2m1 1h2");
  });

  it("reads compact numbers and keeps decimals exact", () => {
    expect(translatePathY("M10.3 21a1.94 1.94 0 0 0 3.4 0M.5-.8", 32)).toBe("M10.3 53a1.94 1.94 0 0 0 3.4 0M0.5 31.2");
  });

  it("refuses data it cannot read rather than drawing something else", () => {
    expect(() => translatePathY("M1 2 3", 0)).toThrow(/groups of 2/);
  });
});
