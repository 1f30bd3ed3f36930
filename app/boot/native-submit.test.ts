// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { showNativeSubmits } from "./native-submit";

// jsdom keeps the window's listeners for the whole file: one registration serves every test.
beforeAll(showNativeSubmits);
beforeEach(() => {
  document.body.innerHTML =
    '<form method="post" id="post"><button>Enviar</button></form><form method="get" id="get"><button>Buscar</button></form>';
  document.documentElement.removeAttribute("data-hydrated");
});

const submit = (id: string) => {
  const event = new Event("submit", { bubbles: true, cancelable: true });
  document.getElementById(id)!.dispatchEvent(event);
  return event;
};

describe("native submits before hydration", () => {
  it("mark a posting form busy at once, and drop a second submit while the first is under way", () => {
    expect(submit("post").defaultPrevented).toBe(false);
    expect(document.getElementById("post")!.getAttribute("aria-busy")).toBe("true");
    expect(submit("post").defaultPrevented).toBe(true);
  });

  it("leave searches, prevented submits and hydrated pages alone", () => {
    submit("get");
    expect(document.getElementById("get")!.hasAttribute("aria-busy")).toBe(false);
    document.getElementById("post")!.addEventListener("submit", (event) => event.preventDefault(), { once: true });
    submit("post");
    expect(document.getElementById("post")!.hasAttribute("aria-busy")).toBe(false);
    document.documentElement.setAttribute("data-hydrated", "");
    submit("post");
    expect(document.getElementById("post")!.hasAttribute("aria-busy")).toBe(false);
  });
});
