import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startBuiltSite } from "../setup/built-pages";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const ARTICLE = "/article/dataset-export-model-training";
/** A heading id of that article, cut to the shape of a CSRF token (32 characters of [A-Za-z0-9_-]). */
const HEADING_AS_TOKEN = "treinar-e-fundamentar-sao-trabal";
const HEADING_ID = "treinar-e-fundamentar-sao-trabalhos-diferentes";
const VISITOR_TOKEN = "visitor-token-0123456789abcdefgh";

const csrfFields = (html: string) => [...html.matchAll(/name="_csrf" value="([^"]*)"/g)].map((match) => match[1]);

describe("page cache and the CSRF token (real pages)", () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startBuiltSite();
  }, 600_000);
  afterAll(() => app?.close());

  it("a cookie shaped like text of the page cannot rewrite that text for the visitors after it", async () => {
    const first = await fetch(app.baseUrl + ARTICLE, { headers: { Cookie: `XSRF-TOKEN=${HEADING_AS_TOKEN}` } });
    expect(first.status).toBe(200);
    expect(first.headers.get("x-page-cache")).toBeNull();
    const firstHtml = await first.text();
    expect(csrfFields(firstHtml).length).toBeGreaterThan(0);
    expect(new Set(csrfFields(firstHtml))).toEqual(new Set([HEADING_AS_TOKEN]));

    const next = await fetch(app.baseUrl + ARTICLE, { headers: { Cookie: `XSRF-TOKEN=${VISITOR_TOKEN}` } });
    expect(next.headers.get("x-page-cache")).toBe("hit");
    const html = await next.text();
    expect(html).toContain(`id="${HEADING_ID}"`);
    expect(new Set(csrfFields(html))).toEqual(new Set([VISITOR_TOKEN]));
    expect(html).not.toContain(HEADING_AS_TOKEN + '"');
  });

  it("a visitor without a token cookie gets the new token in the page and in the cookie, cached or not", async () => {
    for (const expected of [null, "hit"]) {
      const response = await fetch(`${app.baseUrl}/about/contact`);
      expect(response.headers.get("x-page-cache")).toBe(expected);
      const token = /XSRF-TOKEN=([^;]+)/.exec(response.headers.get("set-cookie") ?? "")![1];
      expect(new Set(csrfFields(await response.text()))).toEqual(new Set([token]));
    }
  });
});

describe("page cache in production", () => {
  it("answers from the cache without saying so: no one learns which addresses others opened", async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp(
      { DATABASE_URL: fresh.url, NODE_ENV: "production", SITE_URL: "https://niot.example" },
      { pages: true },
    );
    try {
      for (let i = 0; i < 2; i++) {
        const response = await fetch(`${app.baseUrl}/search?q=private`);
        expect(response.status).toBe(200);
        expect(response.headers.get("x-page-cache")).toBeNull();
      }
    } finally {
      await app.close();
      await fresh.drop();
    }
  });
});
