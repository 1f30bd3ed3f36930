// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import { STORAGE_KEYS } from "~/lib/storage";
import { reportPageView, startAnalyticsIfConsented } from "./analytics";
import { CONSENT_DENIED } from "./consent-mode";

beforeEach(() => {
  document.head.innerHTML = '<script nonce="n0nce"></script>';
  document.documentElement.setAttribute("data-analytics-id", "G-TEST1");
  localStorage.clear();
  delete window.gtag;
  delete window.dataLayer;
  delete window.niotPageView;
});

const calls = () => (window.dataLayer ?? []).map((args) => Array.from(args as ArrayLike<unknown>));
const tagScript = () => document.head.querySelector<HTMLScriptElement>("script[src*=googletagmanager]");

describe("analytics from the boot", () => {
  it("with consent stored: consent mode v2, config without a page view, gtag.js with the nonce, one page view", () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, "true");
    history.replaceState(null, "", "/docs?lang=en");
    startAnalyticsIfConsented();
    const sent = calls();
    expect(sent[0]).toEqual(["consent", "default", CONSENT_DENIED]);
    expect(sent[1]).toEqual(["consent", "update", { analytics_storage: "granted" }]);
    expect(sent.slice(3)).toEqual([
      ["config", "G-TEST1", { send_page_view: false }],
      ["event", "page_view", { page_path: "/docs?lang=en", page_location: "http://localhost:3000/docs?lang=en" }],
    ]);
    expect(tagScript()?.src).toBe("https://www.googletagmanager.com/gtag/js?id=G-TEST1");
    expect(tagScript()?.nonce).toBe("n0nce");
  });

  it("without consent, or without a measurement id, loads nothing", () => {
    startAnalyticsIfConsented();
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, "true");
    document.documentElement.removeAttribute("data-analytics-id");
    startAnalyticsIfConsented();
    expect(window.gtag).toBeUndefined();
    expect(tagScript()).toBeNull();
  });

  it("counts a path once in a row, so hydration does not repeat the boot's page view", () => {
    localStorage.setItem(STORAGE_KEYS.cookiesAccepted, "true");
    history.replaceState(null, "", "/");
    startAnalyticsIfConsented();
    reportPageView("/");
    reportPageView("/price");
    reportPageView("/");
    const views = calls().filter(([kind]) => kind === "event");
    expect(views.map(([, , params]) => (params as { page_path: string }).page_path)).toEqual(["/", "/price", "/"]);
  });
});
