// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "~/lib/storage";
import { hydrateOnDemand } from "./on-demand";

// Each test adds the boot's listeners to a fresh document (document.open() drops the old ones).
beforeEach(() => {
  document.open();
  document.write(
    '<html><body><button type="button" id="theme">theme</button><button type="button" popovertarget="menu" id="menu-button">menu</button>' +
      '<button type="button" data-theme-toggle id="theme-toggle">theme</button><button type="button" data-review-toggle id="see-more">more</button>' +
      '<button type="button" data-strip-toggle id="strip-pause">pause</button>' +
      '<a href="/x" data-hydrate-on-click id="scroll-link">x</a><form><input id="field"></form><div data-cookie-banner hidden></div></body></html>',
  );
  document.close();
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

const markHydrated = () => document.documentElement.setAttribute("data-hydrated", "");
const byId = (id: string) => document.getElementById(id)!;

describe("hydrateOnDemand", () => {
  it("holds a script-only button's click, hydrates once, and gives the click again once hydrated", async () => {
    const hydrate = vi.fn();
    hydrateOnDemand(hydrate);
    const clicks = vi.fn();
    byId("theme").addEventListener("click", clicks);
    byId("theme").click();
    byId("theme").click();
    expect(hydrate).toHaveBeenCalledTimes(1);
    expect(clicks).not.toHaveBeenCalled();
    markHydrated();
    await vi.runAllTimersAsync();
    expect(clicks).toHaveBeenCalledTimes(2);
  });

  it("leaves popover buttons and links to the browser, and early answers to theirs; a marked link waits for a plain click only", () => {
    const hydrate = vi.fn();
    hydrateOnDemand(hydrate);
    byId("menu-button").click();
    const early = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("theme-toggle").dispatchEvent(early);
    byId("see-more").click();
    byId("strip-pause").click();
    expect(hydrate).not.toHaveBeenCalled();
    expect(early.defaultPrevented).toBe(false);
    const withModifier = new MouseEvent("click", { bubbles: true, cancelable: true, ctrlKey: true });
    byId("scroll-link").dispatchEvent(withModifier);
    expect(withModifier.defaultPrevented).toBe(false);
    const plain = new MouseEvent("click", { bubbles: true, cancelable: true });
    byId("scroll-link").dispatchEvent(plain);
    expect(plain.defaultPrevented).toBe(true);
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates on focus in a form", () => {
    const hydrate = vi.fn();
    hydrateOnDemand(hydrate);
    byId("field").focus();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("hydrates on the first scroll where the page asks, or at once if the visitor scrolled before the boot ran", () => {
    document.documentElement.dataset.hydrateOn = "scroll";
    const hydrate = vi.fn();
    hydrateOnDemand(hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    dispatchEvent(new Event("scroll"));
    expect(hydrate).toHaveBeenCalledTimes(1);
    const early = vi.fn();
    vi.spyOn(window, "scrollY", "get").mockReturnValue(400);
    hydrateOnDemand(early);
    expect(early).toHaveBeenCalledTimes(1);
  });

  it("hydrates at once when a form already has the focus (the visitor was typing before the boot arrived)", () => {
    byId("field").focus();
    const hydrate = vi.fn();
    hydrateOnDemand(hydrate);
    expect(hydrate).toHaveBeenCalledTimes(1);
    byId("field").blur();
    byId("field").focus();
    expect(hydrate).toHaveBeenCalledTimes(1);
  });

  it("does not hydrate for stored consent (analytics loads without React), and shows no banner", async () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, "true");
    const hydrate = vi.fn();
    hydrateOnDemand(hydrate);
    expect(hydrate).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(5000);
    expect((document.querySelector("[data-cookie-banner]") as HTMLElement).hidden).toBe(true);
  });

  it("shows the cookie banner after 1.5 s without consent, without hydrating", async () => {
    const hydrate = vi.fn();
    hydrateOnDemand(hydrate);
    await vi.advanceTimersByTimeAsync(1499);
    const banner = document.querySelector("[data-cookie-banner]") as HTMLElement;
    expect(banner.hidden).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(banner.hidden).toBe(false);
    expect(document.documentElement.hasAttribute("data-cookie-banner-open")).toBe(true);
    expect(hydrate).not.toHaveBeenCalled();
  });
});
