// @vitest-environment jsdom
import { describe, expect, it, vi } from "vitest";
import { CONSENT_DENIED, declareConsentDefault, updateConsent } from "./consent-mode";

describe("consent mode v2", () => {
  it("denies analytics storage by default and grants it only on acceptance", () => {
    const gtag = vi.fn();
    declareConsentDefault(gtag);
    updateConsent(gtag, true);
    expect(gtag.mock.calls).toEqual([
      ["consent", "default", CONSENT_DENIED],
      ["consent", "update", { analytics_storage: "granted" }],
    ]);
    expect(CONSENT_DENIED.analytics_storage).toBe("denied");
  });

  it("on withdrawal denies storage at once and deletes the _ga and _ga_* cookies, keeping the others", () => {
    document.cookie = "_ga=GA1.1.123; Path=/";
    document.cookie = "_ga_ABC123=GS1.1.456; Path=/";
    document.cookie = "lang=pt; Path=/";
    const gtag = vi.fn();
    updateConsent(gtag, false);
    expect(gtag).toHaveBeenCalledWith("consent", "update", { analytics_storage: "denied" });
    expect(document.cookie).toBe("lang=pt");
  });
});
