import { describe, expect, it } from "vitest";
import { inlineStylesheets } from "./inline-stylesheets.server";

const SHEETS: Record<string, string> = {
  "/assets/root-1.css": ".a{color:red}",
  "/assets/shared-2.css#": ".b{color:blue}",
  "/assets/bad-3.css": ".c{content:'</style><script>'}",
};
const read = (href: string) => SHEETS[href];

describe("inlineStylesheets", () => {
  it("writes each known sheet out before its link, in order, and disables the link", () => {
    const html =
      '<head><link nonce="n1" rel="stylesheet" href="/assets/shared-2.css#"/>' +
      '<link nonce="n1" rel="stylesheet" href="/assets/root-1.css"/></head>';
    expect(inlineStylesheets(html, read, "n1")).toBe(
      '<head><style nonce="n1">.b{color:blue}</style><link nonce="n1" rel="stylesheet" href="/assets/shared-2.css#" disabled=""/>' +
        '<style nonce="n1">.a{color:red}</style><link nonce="n1" rel="stylesheet" href="/assets/root-1.css" disabled=""/></head>',
    );
  });

  it("leaves unknown sheets, sheets that would close the element, and other links as they are", () => {
    const html =
      '<link rel="stylesheet" href="/assets/other.css"/><link rel="stylesheet" href="/assets/bad-3.css"/>' +
      '<link rel="icon" href="/favicon.svg"/>';
    expect(inlineStylesheets(html, read, "n1")).toBe(html);
  });
});
