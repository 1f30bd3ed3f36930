import { describe, expect, it } from "vitest";
import { detectLanguage, preferredBrowserLanguage } from "./detect-language";

describe("detectLanguage", () => {
  it("gives pt for a .com.br host before any choice, whatever the browser says", () => {
    expect(detectLanguage({ host: "niot.com.br", acceptLanguage: "en" })).toBe("pt");
  });
  it("keeps the visitor's stored choice on the production hosts", () => {
    expect(detectLanguage({ host: "www.niot.com.br", cookieLang: "en", acceptLanguage: "pt-BR" })).toBe("en");
    expect(detectLanguage({ host: "niot.com", cookieLang: "es" })).toBe("es");
  });
  it("gives en for a .com host, ignoring the port", () => {
    expect(detectLanguage({ host: "www.niot.com:8080", acceptLanguage: "pt-BR" })).toBe("en");
  });
  it("uses the stored cookie on other hosts", () => {
    expect(detectLanguage({ host: "localhost:3000", cookieLang: "es", acceptLanguage: "pt-BR" })).toBe("es");
  });
  it("ignores an unknown cookie value", () => {
    expect(detectLanguage({ host: "localhost", cookieLang: "fr", acceptLanguage: "es-AR,es;q=0.9" })).toBe("es");
  });
  it("maps browser languages: pt*, es*, everything else en", () => {
    expect(detectLanguage({ acceptLanguage: "pt-PT" })).toBe("pt");
    expect(detectLanguage({ acceptLanguage: "es-MX,en;q=0.5" })).toBe("es");
    expect(detectLanguage({ acceptLanguage: "de-DE,de;q=0.9" })).toBe("en");
  });
  it("respects q weights rather than order", () => {
    expect(detectLanguage({ acceptLanguage: "en;q=0.4, es;q=0.8" })).toBe("es");
  });
  it("lets an explicit ?lang= win over host, cookie and browser", () => {
    expect(detectLanguage({ queryLang: "es", host: "niot.com.br", cookieLang: "en" })).toBe("es");
    expect(detectLanguage({ queryLang: "xx", host: "niot.com.br" })).toBe("pt");
  });
  it("falls back to pt with no signal at all", () => {
    expect(detectLanguage({})).toBe("pt");
    expect(detectLanguage({ acceptLanguage: "*" })).toBe("pt");
  });
});

describe("preferredBrowserLanguage", () => {
  it("skips zero weights", () => {
    expect(preferredBrowserLanguage("fr;q=0, pt-BR;q=0.1")).toBe("pt-br");
  });
});
