// @vitest-environment jsdom
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STORAGE_KEYS } from "~/lib/storage";
import { cookieBannerBeforeHydration } from "./cookie-banner";

const root = document.documentElement;
const banner = () => document.querySelector<HTMLElement>("[data-cookie-banner]")!;
const click = (answer: string) => document.querySelector<HTMLElement>(`[data-cookie-answer="${answer}"]`)!.click();

// jsdom keeps the document's listeners across tests: the click listener is registered once, the timer per test.
beforeAll(() => cookieBannerBeforeHydration());
beforeEach(() => {
  document.body.innerHTML =
    '<section data-cookie-banner hidden><button type="button" data-cookie-answer="reject">Recusar</button>' +
    '<button type="button" data-cookie-answer="accept">Aceitar</button></section>';
  for (const name of [...root.attributes].map((attribute) => attribute.name)) root.removeAttribute(name);
  localStorage.clear();
  vi.useFakeTimers();
});
afterEach(() => vi.useRealTimers());

describe("the cookie banner before hydration", () => {
  it("shows after 1.5 s, and Accept stores the consent and hides it", async () => {
    cookieBannerBeforeHydration();
    await vi.advanceTimersByTimeAsync(1500);
    expect(banner().hidden).toBe(false);
    click("accept");
    expect(banner().hidden).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBe("true");
    expect(root.hasAttribute("data-cookie-banner-open")).toBe(false);
  });

  it("Reject stores nothing and marks the visit, so the banner does not come back", async () => {
    cookieBannerBeforeHydration();
    await vi.advanceTimersByTimeAsync(1500);
    click("reject");
    expect(banner().hidden).toBe(true);
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBeNull();
    expect(root.hasAttribute("data-cookies-rejected")).toBe(true);
  });

  it("stays away with stored consent, and leaves the buttons to React once hydrated", async () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, "true");
    cookieBannerBeforeHydration();
    await vi.advanceTimersByTimeAsync(5000);
    expect(banner().hidden).toBe(true);
    localStorage.clear();
    root.setAttribute("data-hydrated", "");
    click("accept");
    expect(localStorage.getItem(STORAGE_KEYS.cookiesAccepted)).toBeNull();
  });
});
