// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from "vitest";
import answerStripToggle, { toggleStrip } from "./strip-toggle";
import STRIP_TOGGLE_SCRIPT from "./strip-toggle.ts?inline-script";

beforeEach(() => {
  document.open();
  document.write(
    '<html><body><section><div data-strip id="strip"><ul><li>card</li></ul>' +
      '<button type="button" data-strip-toggle id="toggle">pause</button></div></section></body></html>',
  );
  document.close();
});

const byId = (id: string) => document.getElementById(id)!;
const paused = () => byId("strip").hasAttribute("data-paused");

/** Runs the inline program as the page does: a script right after the strip, `document.currentScript` set. */
function runAfterStrip(program: () => void) {
  const script = document.createElement("script");
  byId("strip").after(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  try {
    program();
  } finally {
    Object.defineProperty(document, "currentScript", { value: null, configurable: true });
  }
}

describe("toggleStrip", () => {
  it("pauses the button's strip, then sets it going again", () => {
    toggleStrip(byId("toggle"));
    expect(paused()).toBe(true);
    toggleStrip(byId("toggle"));
    expect(paused()).toBe(false);
  });
});

describe("the inline program", () => {
  it("answers a click before hydration, in the same task, and keeps it from the document's listeners", () => {
    runAfterStrip(answerStripToggle);
    const documentListener = vi.fn();
    document.addEventListener("click", documentListener);
    byId("toggle").click();
    expect(paused()).toBe(true);
    expect(documentListener).not.toHaveBeenCalled();
  });

  it("leaves the click to React once hydrated", () => {
    runAfterStrip(answerStripToggle);
    document.documentElement.setAttribute("data-hydrated", "");
    byId("toggle").click();
    expect(paused()).toBe(false);
  });

  it("is built into one script without module syntax that does the same", () => {
    expect(STRIP_TOGGLE_SCRIPT).not.toMatch(/\bimport\b|\bexport\b/);
    runAfterStrip(() => new Function(STRIP_TOGGLE_SCRIPT)());
    byId("toggle").click();
    expect(paused()).toBe(true);
  });
});
