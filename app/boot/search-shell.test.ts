// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { answerSearchBeforeHydration } from "./search-shell";

// jsdom keeps a document's listeners across document.open(): one registration serves every test.
const onOpen = vi.fn();
beforeAll(() => answerSearchBeforeHydration(onOpen));
beforeEach(() => {
  onOpen.mockClear();
  document.open();
  document.write(
    '<html><body><div popover id="menu"><button type="button" data-search-open id="menu-search">search</button></div>' +
      '<button type="button" data-search-open id="trigger">search</button><input id="field">' +
      '<dialog data-search-shell data-index="/search-index.json?lang=pt"><input type="search" id="shell-field"></dialog></body></html>',
  );
  document.close();
  // jsdom has neither modal dialogs nor popovers.
  HTMLDialogElement.prototype.showModal = function (this: HTMLDialogElement) {
    this.setAttribute("open", "");
  };
  HTMLElement.prototype.hidePopover = vi.fn();
});

const byId = (id: string) => document.getElementById(id)!;
const shell = () => document.querySelector("dialog")!;
const key = (target: Element, init: KeyboardEventInit) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe("answerSearchBeforeHydration", () => {
  it("opens the shell with its field focused at a search control's click, marks the opener, fetches the index after, and calls onOpen once", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    const others = vi.fn();
    document.addEventListener("click", others);
    byId("trigger").focus();
    byId("trigger").click();
    expect(shell().open).toBe(true);
    expect(document.activeElement).toBe(byId("shell-field"));
    expect(byId("trigger").hasAttribute("data-search-opener")).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(others).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith("/search-index.json?lang=pt", expect.anything()));
    vi.unstubAllGlobals();
  });

  it("closes the phone menu's popover first", () => {
    byId("menu-search").click();
    expect(byId("menu").hidePopover).toHaveBeenCalled();
    expect(shell().open).toBe(true);
  });

  it("answers Ctrl+K anywhere and '/' outside a field, without typing the key", () => {
    expect(key(byId("field"), { key: "/" }).defaultPrevented).toBe(false);
    expect(shell().open).toBe(false);
    expect(key(byId("field"), { key: "k", ctrlKey: true }).defaultPrevented).toBe(true);
    expect(shell().open).toBe(true);
    shell().removeAttribute("open");
    expect(key(document.body, { key: "/" }).defaultPrevented).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(2);
  });

  it("leaves everything to React once hydrated", () => {
    document.documentElement.setAttribute("data-hydrated", "");
    byId("trigger").click();
    key(document.body, { key: "k", metaKey: true });
    expect(shell().open).toBe(false);
    expect(onOpen).not.toHaveBeenCalled();
  });
});
