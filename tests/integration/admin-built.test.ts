// /admin from the compiled server as production runs it (`node build/server.js`): the editor's own files
// (server/admin/public, and the script the build bundles into build/editor) and the previews' stylesheet (app/styles/global.css) are found from the bundle as they
// are from the sources, though the bundle sits in build/ and not beside server/admin/editor.ts.
import { execSync, spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { freePort } from "../../scripts/support/api-process";

const ROOT = path.resolve(import.meta.dirname, "../..");

let server: ChildProcess;
let output = "";
let base = "";

beforeAll(async () => {
  execSync("node scripts/ensure-build.mjs", { cwd: ROOT, stdio: "ignore" });
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "niot-admin-"));
  // TEST_SERVER_PORT pins the port on a host where only some ports may be used.
  const port = Number(process.env.TEST_SERVER_PORT) || (await freePort());
  base = `http://127.0.0.1:${port}`;
  server = spawn(process.execPath, ["build/server.js"], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH,
      NODE_ENV: "production",
      PORT: String(port),
      DATABASE_URL: `sqlite:${path.join(dir, "site.db")}`,
      SITE_URL: base,
      CMS_GITHUB_REPO: "niot/site",
    },
    stdio: ["ignore", "pipe", "inherit"],
  });
  server.stdout!.on("data", (chunk) => (output += chunk));
  await vi.waitFor(() => expect(output).toContain("NIoT site on"), { timeout: 60_000, interval: 100 });
}, 600_000);

afterAll(() => {
  if (server.exitCode === null) server.kill("SIGKILL");
});

describe("/admin from the compiled server", () => {
  it.each([
    ["/admin/editor.css", "server/admin/public/editor.css", "text/css"],
    ["/admin/editor.js", "build/editor/editor.js", "javascript"],
    ["/admin/preview.css", "app/styles/global.css", "text/css"],
  ])("serves %s from %s", async (url, file, type) => {
    const response = await fetch(base + url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain(type);
    expect(await response.text()).toBe(fs.readFileSync(path.join(ROOT, file), "utf8"));
  });

  it("serves the editor page and Decap's bundle", async () => {
    const page = await fetch(`${base}/admin/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('<link rel="stylesheet" href="/admin/editor.css">');
    // From the build's copy (build/editor): a production install has no decap-cms (issue 72).
    const bundle = await fetch(`${base}/admin/decap-cms.js`);
    expect(bundle.status).toBe(200);
    expect(
      Buffer.from(await bundle.arrayBuffer()).equals(fs.readFileSync(path.join(ROOT, "build/editor/decap-cms.js"))),
    ).toBe(true);
  });
});

describe("SVG files from the compiled server", () => {
  it("answers every SVG with a policy under which no script runs and nothing loads", async () => {
    for (const url of ["/favicon.svg", "/images/blog/members-roles-projects.svg"]) {
      const response = await fetch(base + url);
      expect(response.status, url).toBe(200);
      expect(response.headers.get("content-security-policy"), url).toBe(
        "default-src 'none'; style-src 'unsafe-inline'; sandbox",
      );
      await response.body?.cancel();
    }
  });
});
