import path from "node:path";
import { describe, expect, it } from "vitest";
import { LEGAL, loadCollection } from "../../content-pipeline";
import { wrapTables } from "./wrap-tables";

const legal = loadCollection(path.resolve(import.meta.dirname, "../../content"), LEGAL);
const anchors = (lang: "pt" | "en" | "es", slug: string) =>
  legal[lang].find((entry) => entry.slug === slug)!.headings.map((heading) => `${heading.depth}:${heading.id}`);

describe("legal texts", () => {
  it("exist as a privacy policy and terms of service in pt, en and es", () => {
    for (const lang of ["pt", "en", "es"] as const) {
      expect(legal[lang].map((entry) => entry.slug)).toEqual(["privacy-policy", "terms-of-service"]);
    }
  });

  it("keep the same heading anchors, in the same order, in every language", () => {
    for (const slug of ["privacy-policy", "terms-of-service"]) {
      expect(anchors("en", slug)).toEqual(anchors("pt", slug));
      expect(anchors("es", slug)).toEqual(anchors("pt", slug));
      expect(anchors("pt", slug).filter((anchor) => anchor.startsWith("2:")).length).toBeGreaterThanOrEqual(12);
    }
  });

  it("cover what the privacy policy must say (LGPD), in every language", () => {
    for (const lang of ["pt", "en", "es"] as const) {
      const html = legal[lang].find((entry) => entry.slug === "privacy-policy")!.html;
      for (const needle of [
        "XSRF-TOKEN",
        "niot-use-dark-theme",
        "cookiesAccepted",
        "registered",
        "<code>lang</code>",
        "SHA-256",
        "user agent",
        "dpo@niot.example",
        "18",
      ]) {
        expect(html, `${lang}: ${needle}`).toContain(needle);
      }
      for (const id of [
        "controller",
        "data-collected",
        "purposes",
        "cookies",
        "retention",
        "rights",
        "international-transfer",
        "dpo",
      ]) {
        expect(html).toContain(`id="${id}"`);
      }
    }
  });
});

describe("wrapTables", () => {
  it("puts each table in a focusable region named after its section", () => {
    const html = '<h2 id="cookies">4. Cookies &amp; "storage"</h2><p>x</p><table><tr><td>a</td></tr></table>';
    expect(wrapTables(html)).toBe(
      '<h2 id="cookies">4. Cookies &amp; "storage"</h2><p>x</p><div data-table-scroll="" role="region" tabindex="0" aria-label="4. Cookies &amp; &quot;storage&quot;"><table><tr><td>a</td></tr></table></div>',
    );
  });
});
