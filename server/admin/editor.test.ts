import type { AddressInfo } from "node:net";
import express from "express";
import { parse as parseYaml } from "yaml";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadConfig } from "../config";
import { editorRouter } from "./editor";

/** /admin over real HTTP: its own CSP and noindex, the configuration in the visitor's language, the bundle from our origin. */
describe("/admin", () => {
  let base: string;
  let close: () => void;
  beforeAll(async () => {
    const config = loadConfig({ CMS_BACKEND_URL: "http://127.0.0.1:8081/api/v1" });
    const app = express();
    const router = editorRouter(config, (req) => (req.query.lang === "es" ? "es" : "pt"))!;
    app.use("/admin", router);
    const server = app.listen(0, "127.0.0.1");
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    close = () => server.close();
  });
  afterAll(() => close());

  it("is absent without a backend", () => {
    expect(editorRouter(loadConfig({}), () => "pt")).toBeNull();
  });

  it("serves the editor page with its own CSP, kept out of search engines, in the visitor's language", async () => {
    const response = await fetch(`${base}/admin/?lang=es`);
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const csp = response.headers.get("content-security-policy")!;
    expect(csp).toContain("script-src 'self' 'unsafe-eval'");
    expect(csp).toContain("connect-src 'self' blob: data: http://127.0.0.1:8081");
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<html lang="es-419">');
    expect(html).toContain('<script src="/admin/decap-cms.js"></script>');
    expect(html).toContain('href="/admin/config.yml?lang=es"');
    expect(html).toContain(">Estado de las traducciones</a>");
    expect(html).not.toMatch(/https?:\/\/(?!127\.0\.0\.1)/);
  });

  it("answers /admin without the slash with a redirect", async () => {
    const response = await fetch(`${base}/admin?lang=es`, { redirect: "manual" });
    expect(response.status).toBe(301);
    expect(response.headers.get("location")).toBe("/admin/?lang=es");
  });

  it("gives Decap the configuration generated from the schemas, its interface in the asked language", async () => {
    const response = await fetch(`${base}/admin/config.yml?lang=es`);
    expect(response.headers.get("content-type")).toContain("text/yaml");
    const config = parseYaml(await response.text());
    expect(config.locale).toBe("es");
    expect(config.backend).toEqual({ name: "proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" });
    expect(config.collections.map((collection: { name: string }) => collection.name)).toContain("blog");
  });

  it("serves Decap's bundle and its chunks from our origin, and nothing else of node_modules", async () => {
    const bundle = await fetch(`${base}/admin/decap-cms.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect((await fetch(`${base}/admin/package.json`)).status).toBe(404);
    expect((await fetch(`${base}/admin/..%2Fpackage.json`)).status).toBe(404);
  });

  it("lists the entries whose translation is missing or outdated", async () => {
    const html = await (await fetch(`${base}/admin/status?lang=pt`)).text();
    expect(html).toContain("<h1>Status das traduções</h1>");
    expect(html).toMatch(/<p role="status">\d+ de \d+ entradas precisam de tradução\.<\/p>/);
  });
});
