/**
 * The editor's local backend over real HTTP, with decap-server's own file-system middleware behind the guard:
 * each attack of issue 70 (DNS rebinding, another localhost page, reading the database, writing the server or
 * a git hook, a script in an SVG) is refused, and the editor's own requests still work.
 */
import fs from "node:fs";
import http from "node:http";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { allowedPath, localBackend } from "./cms-backend";

const SITE = "http://localhost:3000";
const SAFE_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10" fill="#0e7490"/></svg>`;
let root: string;
let port: number;
let close: () => void;

beforeAll(async () => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), "niot-cms-backend-"));
  fs.mkdirSync(path.join(root, "content/blog/pt"), { recursive: true });
  fs.mkdirSync(path.join(root, "data"));
  fs.writeFileSync(path.join(root, "content/blog/pt/hello.md"), "---\ntitle: Olá\n---\n");
  fs.writeFileSync(path.join(root, "data/site.db"), "secret");
  fs.writeFileSync(path.join(root, "server.ts"), "original");
  // The port must be known before the app is made (its Host check): reserve one, then listen on it.
  const probe = http.createServer().listen(0, "127.0.0.1");
  await new Promise((resolve) => probe.once("listening", resolve));
  port = (probe.address() as AddressInfo).port;
  await new Promise((resolve) => probe.close(resolve));
  const server = localBackend({ root, port, siteOrigin: SITE, logLevel: "error" }).listen(port, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  close = () => server.close();
});
afterAll(() => {
  close();
  fs.rmSync(root, { recursive: true, force: true });
});

/** A POST as a browser page would send it (fetch cannot set Host: this can). */
function post(body: unknown, headers: Record<string, string> = {}): Promise<{ status: number; json: unknown }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: "127.0.0.1",
        port,
        path: "/api/v1",
        method: "POST",
        headers: { host: `127.0.0.1:${port}`, origin: SITE, "content-type": "application/json", ...headers },
      },
      (response) => {
        let text = "";
        response.on("data", (chunk) => (text += chunk));
        response.on("end", () => {
          try {
            resolve({ status: response.statusCode!, json: JSON.parse(text || "null") });
          } catch {
            reject(new Error(`${response.statusCode} ${text}`));
          }
        });
      },
    );
    request.on("error", reject);
    request.end(JSON.stringify(body));
  });
}

const media = (file: string, text: string) => ({
  action: "persistMedia",
  params: {
    branch: "main",
    asset: { path: file, content: Buffer.from(text).toString("base64"), encoding: "base64" },
    options: { commitMessage: "Upload" },
  },
});

describe("the editor's local backend", () => {
  it("serves the editor on the site's origin: lists and writes entries, stores a plain SVG", async () => {
    const listed = await post({
      action: "entriesByFolder",
      params: { branch: "main", folder: "content/blog/pt", extension: "md", depth: 1 },
    });
    expect(listed.status).toBe(200);
    expect(listed.json).toMatchObject([{ file: { path: "content/blog/pt/hello.md" } }]);
    const stored = await post(media("public/images/blog/cover.svg", SAFE_SVG));
    expect(stored.status).toBe(200);
    expect(fs.readFileSync(path.join(root, "public/images/blog/cover.svg"), "utf8")).toBe(SAFE_SVG);
  });

  it("writes the languages whose file changed and leaves the others as they were, modification time included", async () => {
    const file = (lang: string) => path.join(root, `content/blog/${lang}/same.md`);
    for (const lang of ["pt", "en"]) {
      fs.mkdirSync(path.dirname(file(lang)), { recursive: true });
      fs.writeFileSync(file(lang), `---\ntitle: ${lang}\n---\n`);
    }
    const past = new Date("2026-01-01T00:00:00Z");
    fs.utimesSync(file("en"), past, past);
    const saved = await post({
      action: "persistEntry",
      params: {
        branch: "main",
        dataFiles: ["pt", "en"].map((lang) => ({
          slug: "same",
          path: `content/blog/${lang}/same.md`,
          raw: `---\ntitle: ${lang === "pt" ? "novo" : lang}\n---\n`,
        })),
        assets: [],
        options: { commitMessage: "Update", useWorkflow: false, status: "draft" },
      },
    });
    expect(saved.status).toBe(200);
    expect(fs.readFileSync(file("pt"), "utf8")).toBe("---\ntitle: novo\n---\n");
    expect(fs.statSync(file("en")).mtime).toEqual(past);
  });

  it("refuses another Host name (a DNS-rebinding page) before anything is read", async () => {
    const read = await post(
      { action: "getEntry", params: { branch: "main", path: "content/blog/pt/hello.md" } },
      { host: `rebind.attacker.example:${port}`, origin: `http://rebind.attacker.example:${port}` },
    );
    expect(read.status).toBe(421);
  });

  it("refuses another origin, even on localhost, and a write with no origin", async () => {
    const other = await post(
      { action: "getEntry", params: { branch: "main", path: "content/blog/pt/hello.md" } },
      { origin: "http://localhost:5173" },
    );
    expect(other.status).toBe(403);
    const noOrigin = await post(media("public/images/blog/x.svg", SAFE_SVG), { origin: "" });
    expect(noOrigin.status).toBe(403);
  });

  it("reads and writes only content/ and public/images/: not the database, the server or a git hook", async () => {
    const database = await post({ action: "getMediaFile", params: { branch: "main", path: "data/site.db" } });
    expect(database.status).toBe(403);
    expect(JSON.stringify(database.json)).not.toContain(Buffer.from("secret").toString("base64"));
    for (const file of ["server.ts", ".git/hooks/pre-commit", "content/../server.ts", "public/images/x.js"]) {
      expect((await post(media(file, "overwritten"))).status, file).toBe(403);
    }
    const entry = await post({
      action: "persistEntry",
      params: {
        branch: "main",
        entry: { slug: "x", path: "content/blog/pt/x.md", raw: "x" },
        dataFiles: [{ slug: "x", path: "server.ts", raw: "overwritten" }],
        assets: [],
      },
    });
    expect(entry.status).toBe(403);
    expect(fs.readFileSync(path.join(root, "server.ts"), "utf8")).toBe("original");
    expect(fs.existsSync(path.join(root, ".git"))).toBe(false);
    expect((await post({ action: "unpublishedEntries", params: { branch: "main" } })).status).toBe(422);
  });

  it("refuses an SVG that would run a script or load another file, saying why", async () => {
    for (const svg of [
      `<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>`,
      `<svg xmlns="http://www.w3.org/2000/svg"><a href="javascript:alert(1)"><rect/></a></svg>`,
      `<svg xmlns="http://www.w3.org/2000/svg"><image href="https://tracker.example/x.png"/></svg>`,
    ]) {
      const refused = await post(media("public/images/blog/evil.svg", svg));
      expect(refused.status, svg).toBe(422);
      expect((refused.json as { error: string }).error).toMatch(/^evil\.svg carries /);
    }
    expect(fs.existsSync(path.join(root, "public/images/blog/evil.svg"))).toBe(false);
  });

  it("takes relative paths under its two folders, of their own kinds of file", () => {
    expect(allowedPath("content/blog/pt/a.md")).toBe(true);
    expect(allowedPath("public/images/blog/a.jpg")).toBe(true);
    expect(allowedPath("public/images/blog")).toBe(true);
    expect(allowedPath("content/blog/pt/a.js")).toBe(false);
    expect(allowedPath("/etc/passwd")).toBe(false);
    expect(allowedPath("public/images/../../server.ts")).toBe(false);
    expect(allowedPath("contentx/a.md")).toBe(false);
  });
});
