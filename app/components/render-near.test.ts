// @vitest-environment jsdom
import { describe, expect, it } from "vitest";
import { renderBlocksAbove } from "./render-near";

describe("renderBlocksAbove", () => {
  it("renders the blocks drawn near the viewport that come before the target, and only those", () => {
    document.body.innerHTML = `
      <section class="render-near" id="before"><p>Earlier</p></section>
      <section><div class="render-near" id="nested-before"></div></section>
      <section class="render-near" id="around"><h2 id="target">Target</h2></section>
      <section class="render-near" id="after"></section>
      <section id="plain"></section>`;
    renderBlocksAbove(document.getElementById("target")!);
    const shown = (id: string) => document.getElementById(id)!.style.contentVisibility;
    expect(shown("before")).toBe("visible");
    expect(shown("nested-before")).toBe("visible");
    // The target's own block is drawn as the page scrolls to it; what comes after cannot move it.
    expect(shown("around")).toBe("");
    expect(shown("after")).toBe("");
    expect(shown("plain")).toBe("");
  });
});
