import { describe, expect, it } from "vitest";
import { searchTermFromUrl, searchUrlTemplate } from "./search-url";

describe("search from the address", () => {
  it("reads, trims and bounds ?search=", () => {
    expect(searchTermFromUrl("?search=%20painel%20")).toBe("painel");
    expect(searchTermFromUrl("?lang=en&search=device+auth")).toBe("device auth");
    expect(searchTermFromUrl("?q=painel")).toBe("");
    expect(searchTermFromUrl("")).toBe("");
    expect(searchTermFromUrl(`?search=${"a".repeat(300)}`)).toHaveLength(100);
  });

  it("builds a URL template that keeps the page's language and the placeholder unescaped", () => {
    expect(searchUrlTemplate("https://niot.example/")).toBe("https://niot.example/?search={search_term_string}");
    expect(searchUrlTemplate("https://niot.example/?lang=en")).toBe(
      "https://niot.example/?lang=en&search={search_term_string}",
    );
    expect(searchUrlTemplate("https://niot.example/?search=old#top")).toBe(
      "https://niot.example/?search={search_term_string}",
    );
  });

  it("the template filled with a term reads back as that term", () => {
    const template = searchUrlTemplate("https://niot.example/?lang=es");
    const filled = new URL(template.replace("{search_term_string}", encodeURIComponent("autenticación ESP32")));
    expect(searchTermFromUrl(filled.search)).toBe("autenticación ESP32");
  });
});
