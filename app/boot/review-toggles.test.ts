// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import answerReviewToggles, { toggleReview } from "./review-toggles";
import REVIEW_TOGGLES_SCRIPT from "./review-toggles.ts?inline-script";

const card = (id: string) =>
  `<li data-review id="${id}"><blockquote><p data-review-text="short">short</p><p data-review-text="full" hidden>full</p></blockquote>` +
  `<button type="button" aria-expanded="false" data-review-toggle id="${id}-toggle">more</button></li>`;

beforeEach(() => {
  document.open();
  document.write(`<html><body><ul id="list">${card("a")}${card("b")}</ul></body></html>`);
  document.close();
});

const byId = (id: string) => document.getElementById(id)!;
const shown = (id: string) =>
  [...byId(id).querySelectorAll<HTMLElement>("[data-review-text]")]
    .filter((text) => !text.hidden)
    .map((text) => text.textContent);
const expanded = (id: string) => byId(`${id}-toggle`).getAttribute("aria-expanded");

/** Runs the inline program as the page does: a script right after the list, `document.currentScript` set. */
function runAfterList(program: () => void) {
  const script = document.createElement("script");
  byId("list").after(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  try {
    program();
  } finally {
    Object.defineProperty(document, "currentScript", { value: null, configurable: true });
  }
}

describe("toggleReview", () => {
  it("shows the whole comment, folds the card open before, and folds its own card at a second click", () => {
    toggleReview(byId("a-toggle"));
    expect([shown("a"), expanded("a"), byId("a").hasAttribute("data-expanded")]).toEqual([["full"], "true", true]);
    toggleReview(byId("b-toggle"));
    expect([shown("a"), expanded("a"), shown("b"), expanded("b")]).toEqual([["short"], "false", ["full"], "true"]);
    toggleReview(byId("b-toggle"));
    expect([shown("b"), expanded("b"), byId("b").hasAttribute("data-expanded")]).toEqual([["short"], "false", false]);
  });
});

describe("the inline program", () => {
  it("answers a click before hydration, in the same task, and keeps it from the document's listeners", () => {
    runAfterList(answerReviewToggles);
    const documentListener = vi.fn();
    document.addEventListener("click", documentListener);
    byId("a-toggle").click();
    expect(shown("a")).toEqual(["full"]);
    expect(documentListener).not.toHaveBeenCalled();
  });

  it("leaves the click to React once hydrated", () => {
    runAfterList(answerReviewToggles);
    document.documentElement.setAttribute("data-hydrated", "");
    byId("a-toggle").click();
    expect(shown("a")).toEqual(["short"]);
  });

  it("is built into one script without module syntax that does the same", () => {
    expect(REVIEW_TOGGLES_SCRIPT).not.toMatch(/\bimport\b|\bexport\b/);
    runAfterList(() => new Function(REVIEW_TOGGLES_SCRIPT)());
    byId("b-toggle").click();
    expect(shown("b")).toEqual(["full"]);
  });
});
