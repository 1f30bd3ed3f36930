import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
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
    // Decap's proxy backend, registered again by the editor's script (server/admin/editor/saving-backend.ts).
    expect(config.backend).toEqual({ name: "niot-proxy", proxy_url: "http://127.0.0.1:8081/api/v1", branch: "main" });
    expect(config.collections.map((collection: { name: string }) => collection.name)).toContain("blog");
  });

  it("serves Decap's bundle and its chunks from our origin, and nothing else of node_modules", async () => {
    const bundle = await fetch(`${base}/admin/decap-cms.js`);
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get("content-type")).toContain("javascript");
    expect((await fetch(`${base}/admin/package.json`)).status).toBe(404);
    expect((await fetch(`${base}/admin/..%2Fpackage.json`)).status).toBe(404);
  });

  it("checks an entry before the editor saves it, answering in the editor's language", async () => {
    const check = (versions: unknown) =>
      fetch(`${base}/admin/check?lang=es`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ collection: "events", versions }),
      }).then((response) => response.json() as Promise<{ problems: string[] }>);
    const file = path.join("content/events/pt", fs.readdirSync("content/events/pt")[0]!);
    const event = parseYaml(/^---\n([\s\S]*?)\n---/.exec(fs.readFileSync(file, "utf8"))![1]!) as object;
    const { problems } = await check({ pt: { ...event, date: "2030-01-10T19:00", endDate: "2030-01-10T18:00" } });
    expect(problems).toContain("Fin (PT): El evento debe terminar después de empezar.");
    expect(problems.join(" ")).not.toMatch(/must /);
  });

  it("lists the entries whose translation is missing or outdated", async () => {
    const html = await (await fetch(`${base}/admin/status?lang=pt`)).text();
    expect(html).toContain("<h1>Status das traduções</h1>");
    expect(html).toMatch(/<p role="status">\d+ de \d+ entradas precisam de tradução\.<\/p>/);
  });
});

describe("/admin/status", () => {
  it("prints entry names as text, so a crafted file name cannot add markup to the page", async () => {
    const crafted = `<meta http-equiv="refresh" content="0;url=https:evil.example">`;
    const content = fs.mkdtempSync(path.join(os.tmpdir(), "niot-status-"));
    fs.mkdirSync(path.join(content, "blog/pt"), { recursive: true });
    fs.writeFileSync(path.join(content, "blog/pt", `${crafted}.md`), "---\ntitle: x\n---\n");
    const previous = process.env.CONTENT_DIR;
    process.env.CONTENT_DIR = content;
    const app = express().use(
      "/admin",
      editorRouter(loadConfig({ CMS_BACKEND_URL: "http://127.0.0.1:8081/api/v1" }), () => "en")!,
    );
    const server = app.listen(0, "127.0.0.1");
    try {
      await new Promise((resolve) => server.once("listening", resolve));
      const html = await (
        await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/admin/status`)
      ).text();
      expect(html).not.toContain("<meta http-equiv");
      expect(html).toContain(
        `>&lt;meta http-equiv=&quot;refresh&quot; content=&quot;0;url=https:evil.example&quot;&gt;</a>`,
      );
      expect(html).toContain(`entries/${encodeURIComponent(crafted)}"`);
    } finally {
      server.close();
      if (previous === undefined) delete process.env.CONTENT_DIR;
      else process.env.CONTENT_DIR = previous;
      fs.rmSync(content, { recursive: true, force: true });
    }
  });
});
