import { describe, expect, it } from "vitest";
import { inlineStyles } from "./styles-handle";

describe("inlineStyles", () => {
  it("is true when a matched route's handle asks for inline styles, false otherwise", () => {
    expect(inlineStyles([undefined, { styles: "inline" }])).toBe(true);
    expect(inlineStyles([undefined, { scripts: "on-scroll" }])).toBe(false);
    expect(inlineStyles([])).toBe(false);
  });
});
