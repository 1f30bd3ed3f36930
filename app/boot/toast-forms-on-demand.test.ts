// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadToastFormsOnFirstUse } from "./toast-forms-on-demand";

/** What the boot imported, and a way to let the import finish (or fail). */
const imported: string[] = [];
let finish: (ok: boolean) => void = () => undefined;
const sent: string[] = [];

beforeAll(() => {
  loadToastFormsOnFirstUse("/assets/toast-forms-abc.js", (url) => {
    imported.push(url);
    return new Promise((resolve, reject) => (finish = (ok) => (ok ? resolve(undefined) : reject(new Error("404")))));
  });
  // Stands in for the program once loaded: it answers the submits it hears.
  document.addEventListener("submit", (event) => {
    if (!event.defaultPrevented) sent.push((event.target as HTMLFormElement).id);
    event.preventDefault();
  });
});
beforeEach(() => {
  sent.length = 0;
  document.body.innerHTML =
    '<form id="news" data-json-post="newsletter"><input name="email"><button>Inscrever</button></form><form id="demo"><input name="x"></form>';
});

describe("the in-page forms' program, loaded at first use", () => {
  it("is not imported with the page, and is imported once when the visitor first reaches such a form", () => {
    document.querySelector("#demo input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    expect(imported).toEqual([]);
    document.querySelector("#news input")!.dispatchEvent(new FocusEvent("focusin", { bubbles: true }));
    document.querySelector("#news button")!.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    expect(imported).toEqual(["/assets/toast-forms-abc.js"]);
  });

  it("holds a submit made before the program has arrived and makes it again once it has", async () => {
    const event = new SubmitEvent("submit", { bubbles: true, cancelable: true });
    document.getElementById("news")!.dispatchEvent(event);
    expect(event.defaultPrevented).toBe(true);
    expect(sent).toEqual([]);
    finish(true);
    await new Promise((done) => setTimeout(done, 0));
    expect(sent).toEqual(["news"]);
  });
});
