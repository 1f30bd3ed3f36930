// @vitest-environment jsdom
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { OPEN_SEARCH_EVENT } from "~/lib/search-shortcut";
import { installPopoverStandIn } from "../../tests/setup/popover-stand-in";
import { answerSearch, openSearchDialog } from "./search-open";

let openedAtLoad = { open: false, value: "" };

// jsdom keeps a document's listeners across document.open(): one registration serves every test.
beforeAll(() => {
  window.history.replaceState(null, "", "/docs?lang=en&search=pinout");
  document.body.innerHTML = '<dialog data-search-dialog popover><input type="search"></dialog>';
  installPopoverStandIn();
  answerSearch();
  const atLoad = document.querySelector("dialog")!;
  openedAtLoad = { open: atLoad.matches(":popover-open"), value: atLoad.querySelector("input")!.value };
});
beforeEach(async () => {
  // An earlier test's opening still has its downloads to start (a frame, then a task).
  await new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
  document.open();
  document.write(
    '<html><body><div popover id="menu"><button type="button" data-search-open id="menu-search">search</button></div>' +
      '<header><button type="button" data-search-open id="trigger">search</button>' +
      '<dialog data-search-dialog popover data-index="/search-index.json?lang=pt" data-program="data:text/javascript,">' +
      '<input type="search" id="search-field"></dialog></header><main><input id="field"></main></body></html>',
  );
  document.close();
});

const byId = (id: string) => document.getElementById(id)!;
const dialog = () => document.querySelector("dialog")!;
const isOpen = () => dialog().matches(":popover-open");
const nextPaint = () => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 0)));
const key = (target: Element, init: KeyboardEventInit) => {
  const event = new KeyboardEvent("keydown", { bubbles: true, cancelable: true, ...init });
  target.dispatchEvent(event);
  return event;
};

describe("answerSearch", () => {
  it("opened the dialog at load with the words of ?search=, and took them out of the address", () => {
    expect(openedAtLoad).toEqual({ open: true, value: "pinout" });
    expect(window.location.pathname + window.location.search).toBe("/docs?lang=en");
  });

  it("opens the dialog with its field focused at a search control's click, marks the opener, then fetches the index", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    const others = vi.fn();
    document.addEventListener("click", others);
    byId("trigger").focus();
    byId("trigger").click();
    expect(isOpen()).toBe(true);
    expect(document.activeElement).toBe(byId("search-field"));
    expect(byId("trigger").hasAttribute("data-search-opener")).toBe(true);
    expect(others).not.toHaveBeenCalled();
    expect(fetch).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalledWith("/search-index.json?lang=pt", expect.anything()));
    vi.unstubAllGlobals();
  });

  it("closes the phone menu's popover first", () => {
    byId("menu").showPopover();
    byId("menu-search").click();
    expect(byId("menu").matches(":popover-open")).toBe(false);
    expect(isOpen()).toBe(true);
  });

  it("makes the page behind inert once the open dialog is on screen, and live again before focus goes back", async () => {
    byId("trigger").focus();
    byId("trigger").click();
    expect(byId("menu").hasAttribute("inert")).toBe(false);
    await nextPaint();
    expect(["menu", "trigger", "field"].map((id) => byId(id).closest("[inert]") !== null)).toEqual([true, true, true]);
    expect(dialog().closest("[inert]")).toBe(null);
    byId("search-field").focus();
    dialog().hidePopover();
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
    await vi.waitFor(() => expect(document.activeElement).toBe(byId("trigger")));
  });

  it("leaves the page live when the dialog closes before it was on screen", async () => {
    byId("trigger").click();
    dialog().hidePopover();
    await nextPaint();
    expect(document.querySelectorAll("[inert]")).toHaveLength(0);
  });

  it("answers Ctrl+K anywhere and '/' outside a field, without typing the key", () => {
    expect(key(byId("field"), { key: "/" }).defaultPrevented).toBe(false);
    expect(isOpen()).toBe(false);
    expect(key(byId("field"), { key: "k", ctrlKey: true }).defaultPrevented).toBe(true);
    expect(isOpen()).toBe(true);
    dialog().hidePopover();
    expect(key(document.body, { key: "/" }).defaultPrevented).toBe(true);
    expect(isOpen()).toBe(true);
  });

  it("once hydrated, leaves the clicks to React's handlers, which send the open-search event; the shortcut stays", () => {
    document.documentElement.setAttribute("data-hydrated", "");
    byId("trigger").click();
    expect(isOpen()).toBe(false);
    window.dispatchEvent(new CustomEvent(OPEN_SEARCH_EVENT));
    expect(isOpen()).toBe(true);
    dialog().hidePopover();
    key(document.body, { key: "k", metaKey: true });
    expect(isOpen()).toBe(true);
    document.documentElement.removeAttribute("data-hydrated");
  });

  it("does not fetch again once the dialog's program runs it", async () => {
    const fetch = vi.fn(async () => new Response("{}"));
    vi.stubGlobal("fetch", fetch);
    dialog().setAttribute("data-search-connected", "");
    expect(openSearchDialog("sensor")).toBe(true);
    expect(dialog().querySelector("input")!.value).toBe("sensor");
    await new Promise((done) => setTimeout(done, 50));
    expect(fetch).not.toHaveBeenCalled();
    vi.unstubAllGlobals();
  });
});
