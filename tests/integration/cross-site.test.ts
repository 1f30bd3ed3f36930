import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CSRF_TOKEN, freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

const lead = { formId: "newsletter", email: "cross@example.com" };

describe("cross-site state-changing requests", () => {
  let app: TestApp;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    const fresh = await freshDatabaseUrl("sqlite");
    drop = fresh.drop;
    app = await startTestApp({ DATABASE_URL: fresh.url, SITE_URL: "http://niot.example" }, { pages: true });
  });
  afterAll(async () => {
    await app.close();
    await drop();
  });

  it("refuses an API write marked Sec-Fetch-Site: cross-site, even with a valid token, in the visitor's language", async () => {
    const response = await app.post("/api/lead", lead, {
      headers: { "Sec-Fetch-Site": "cross-site", "Accept-Language": "en" },
    });
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Request refused: it did not come from this site." });
  });

  it("refuses an API write from a foreign or opaque Origin", async () => {
    for (const origin of ["https://evil.example", "http://niot.example.evil.example", "null"]) {
      const response = await app.post("/api/lead", lead, { headers: { Origin: origin } });
      expect(response.status, origin).toBe(403);
      expect(typeof (await response.json()).message).toBe("string");
    }
  });

  it("accepts the site's own origin (SITE_URL or the request's host), same-site fetches and clients without Origin", async () => {
    const allowed: Array<Record<string, string>> = [
      { Origin: "http://niot.example" },
      { Origin: app.baseUrl },
      { "Sec-Fetch-Site": "same-origin", Origin: app.baseUrl },
      {},
    ];
    for (const headers of allowed) {
      const response = await app.post("/api/lead", lead, { headers });
      expect(response.status, JSON.stringify(headers)).toBe(201);
    }
  });

  it("refuses a page form POST (and any other write method) from another site with a translated text", async () => {
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      const response = await fetch(`${app.baseUrl}/demo-form`, {
        method,
        headers: {
          Origin: "https://evil.example",
          "Content-Type": "application/x-www-form-urlencoded",
          "Accept-Language": "pt-BR",
        },
        body: "email=a%40example.com",
      });
      expect(response.status, method).toBe(403);
      expect(await response.text()).toBe("Envio recusado: ele não partiu deste site.");
    }
    const same = await fetch(`${app.baseUrl}/demo-form`, {
      method: "POST",
      headers: { Origin: app.baseUrl, "Content-Type": "application/x-www-form-urlencoded" },
      body: "x=1",
    });
    expect(await same.text()).toBe("page POST");
  });

  it("lets reads through whatever their origin", async () => {
    const response = await fetch(`${app.baseUrl}/events`, { headers: { "Sec-Fetch-Site": "cross-site" } });
    expect(await response.text()).toBe("page GET");
  });
});

describe("CSRF cookie name", () => {
  const cookieOf = async (siteUrl: string) => {
    const fresh = await freshDatabaseUrl("sqlite");
    const app = await startTestApp({ DATABASE_URL: fresh.url, SITE_URL: siteUrl }, { pages: true });
    try {
      const setCookie = (await fetch(`${app.baseUrl}/`)).headers.get("set-cookie") ?? "";
      const langCookie = (await fetch(`${app.baseUrl}/?lang=en`)).headers
        .getSetCookie()
        .find((cookie) => cookie.startsWith("lang="));
      const withPlainCookie = await app.post("/api/lead", lead);
      const withHostCookie = await app.post("/api/lead", lead, {
        csrf: false,
        headers: { Cookie: `__Host-XSRF-TOKEN=${CSRF_TOKEN}`, "X-XSRF-TOKEN": CSRF_TOKEN },
      });
      return { setCookie, langCookie, plain: withPlainCookie.status, host: withHostCookie.status };
    } finally {
      await app.close();
      await fresh.drop();
    }
  };

  it("is __Host-XSRF-TOKEN, Secure, when the site is served over HTTPS; a plain XSRF-TOKEN is then refused", async () => {
    const { setCookie, langCookie, plain, host } = await cookieOf("https://niot.example");
    expect(setCookie).toMatch(/^__Host-XSRF-TOKEN=[\w-]+; .*Path=\/; .*Secure/);
    // The language chosen with ?lang= too (issue 72).
    expect(langCookie).toMatch(/^lang=en; .*Path=\/; .*Secure/);
    expect(setCookie).not.toMatch(/Domain=/i);
    expect([plain, host]).toEqual([403, 201]);
  });

  it("stays XSRF-TOKEN on plain http, where browsers refuse __Host- cookies", async () => {
    const { setCookie, langCookie, plain } = await cookieOf("http://localhost:3000");
    expect(langCookie).toMatch(/^lang=en; /);
    expect(langCookie).not.toMatch(/Secure/);
    // Readable by our scripts (no HttpOnly), a week long, sent on top-level navigations from other sites.
    expect(setCookie).toMatch(/^XSRF-TOKEN=[\w-]{32}; Max-Age=604800; Path=\/; SameSite=Lax$/);
    expect(plain).toBe(201);
  });
});
