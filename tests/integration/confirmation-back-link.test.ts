import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite } from "../setup/built-pages";
import type { TestApp } from "../setup/test-app";

/** What a browser makes of each: a link to evil.example (tabs and line breaks are dropped, `\` is `/`). */
const HOSTILE_FROM = [
  "/\t/evil.example",
  "/\n/evil.example",
  "/\r/evil.example",
  "/%09/evil.example",
  "/\\evil.example",
  "//evil.example",
  "/ /evil.example",
  "https://evil.example/",
];

const linkHrefs = (html: string) =>
  [...html.matchAll(/<a [^>]*href="([^"]*)"/g)].map((match) => match[1]!.replaceAll("&amp;", "&"));

describe("confirmation page back link (real pages)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBuiltSite();
  }, 600_000);
  afterAll(() => app?.close());

  const confirmation = async (from: string) => {
    const response = await fetch(`${app.baseUrl}/confirmation/contact?${new URLSearchParams({ from })}`);
    expect(response.status).toBe(200);
    return response.text();
  };

  it.each(HOSTILE_FROM)("links nowhere but this site for from=%j", async (from) => {
    const html = await confirmation(from);
    // Resolved by the WHATWG URL parser, as a browser resolves a link: tabs and line breaks dropped, `\` read as `/`.
    const hosts = linkHrefs(html).map((href) => new URL(href, app.baseUrl).host);
    expect(hosts).not.toContain("evil.example");
    expect(linkHrefs(html)).toContain("/");
  });

  it("links back to the page of this site the form was sent from", async () => {
    expect(linkHrefs(await confirmation("/about/contact"))).toContain("/about/contact");
  });
});
