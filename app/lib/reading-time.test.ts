import { describe, expect, it } from "vitest";
import { readingMinutes, WORDS_PER_MINUTE } from "./reading-time";

const words = (count: number) => Array.from({ length: count }, (_, i) => `palavra${i}`).join(" ");

describe("readingMinutes", () => {
  it("counts the words of the text, not its markup, and rounds up", () => {
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE)}</p>`)).toBe(1);
    expect(readingMinutes(`<p>${words(WORDS_PER_MINUTE + 1)}</p><img src="a.svg" alt="">`)).toBe(2);
    expect(readingMinutes(`<h2 id="x">${words(3 * WORDS_PER_MINUTE)}</h2>`)).toBe(3);
  });

  it("is at least a minute, even for an empty article", () => {
    expect(readingMinutes("")).toBe(1);
  });
});
