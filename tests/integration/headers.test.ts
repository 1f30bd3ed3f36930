import { afterEach, describe, expect, it } from "vitest";
import { configWarnings, loadConfig } from "../../server/config";
import { freshDatabaseUrl, startTestApp, type TestApp } from "../setup/test-app";

describe("security headers and cookies", () => {
  let app: TestApp;
  let drop: () => Promise<void>;
  const start = async (env: Record<string, string>) => {
    const fresh = await freshDatabaseUrl("sqlite");
    drop = fresh.drop;
    app = await startTestApp({ DATABASE_URL: fresh.url, ...env }, { pages: true });
  };
  afterEach(async () => {
    await app.close();
    await drop();
  });

  it("denies unused browser features, framing the same way in both headers, sends none for browsers long gone, and allows GA4's region endpoints", async () => {
    await start({ GA_MEASUREMENT_ID: "G-TEST123" });
    const headers = (await fetch(`${app.baseUrl}/`)).headers;
    expect(headers.get("permissions-policy")).toMatch(/(^|, )camera=\(\)/);
    expect(headers.get("permissions-policy")).toMatch(/geolocation=\(\), .*microphone=\(\)/);
    expect(headers.get("x-frame-options")).toBe("DENY");
    for (const obsolete of ["x-download-options", "x-permitted-cross-domain-policies", "x-xss-protection"])
      expect(headers.has(obsolete), obsolete).toBe(false);
    const csp = headers.get("content-security-policy")!;
    expect(csp).toContain("frame-ancestors 'none'");
    const connect = csp.split(";").find((directive) => directive.trim().startsWith("connect-src"))!;
    expect(connect).toContain("https://region1.google-analytics.com");
    expect(connect).toContain("https://*.analytics.google.com");
  });

  it("lets scripts run by the response's nonce and 'strict-dynamic', never by the tag manager's origin", async () => {
    await start({ GA_MEASUREMENT_ID: "G-TEST123" });
    const csp = (await fetch(`${app.baseUrl}/`)).headers.get("content-security-policy")!;
    const directive = (name: string) => csp.split(";").find((part) => part.trim().startsWith(`${name} `))!;
    expect(directive("script-src")).toMatch(/^script-src 'self' 'nonce-[A-Za-z0-9+/=]+' 'strict-dynamic'$/);
    expect(directive("script-src")).not.toContain("googletagmanager");
    // Consented analytics still sends its hits.
    expect(directive("connect-src")).toContain("https://www.google-analytics.com");
    expect(directive("img-src")).toContain("https://www.googletagmanager.com");
    // The home's video comes from our origin: media-src falls back to default-src 'self', and nothing narrows it.
    expect(directive("default-src").trim()).toBe("default-src 'self'");
    expect(csp).not.toContain("media-src");
  });

  it("sends HSTS whenever SITE_URL is https, and not on plain http", async () => {
    await start({ SITE_URL: "https://niot.example" });
    expect((await fetch(`${app.baseUrl}/`)).headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
    await app.close();
    await drop();
    await start({ SITE_URL: "http://localhost:3000" });
    expect((await fetch(`${app.baseUrl}/`)).headers.get("strict-transport-security")).toBeNull();
  });

  it("sets no cookie on cacheable files (translations, search index, assets), only on pages", async () => {
    await start({});
    for (const path of [
      "/i18n/pt/common.json?v=1",
      "/search-index.json",
      "/assets/app-abc123.js",
      "/i18n/en/events.json?lang=en",
    ]) {
      expect((await fetch(`${app.baseUrl}${path}`)).headers.get("set-cookie"), path).toBeNull();
    }
    expect((await fetch(`${app.baseUrl}/events?lang=en`)).headers.get("set-cookie")).toMatch(/XSRF-TOKEN=/);
  });
});

describe("start-up warning", () => {
  it("has one line when NODE_ENV=production has no SITE_URL, and none when it has one", () => {
    const warnings = (env: Record<string, string>) => configWarnings(loadConfig(env), env);
    expect(warnings({ NODE_ENV: "production" })).toEqual([
      expect.stringMatching(/^SITE_URL is not set; canonical URLs.* http:\/\/localhost:3000$/),
    ]);
    expect(warnings({ NODE_ENV: "production", SITE_URL: "https://niot.example" })).toEqual([]);
    expect(warnings({ NODE_ENV: "development" })).toEqual([]);
  });
});
