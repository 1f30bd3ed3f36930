import fs from "node:fs";
import type { AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import zlib from "node:zlib";
import compression from "compression";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompressedAssets } from "./static-precompressed";

describe("precompressedAssets", () => {
  const source = "console.log('hello');\n".repeat(200);
  let base: string;
  let server: import("node:http").Server;
  beforeAll(async () => {
    const root = fs.mkdtempSync(path.join(os.tmpdir(), "assets-"));
    fs.writeFileSync(path.join(root, "app-1.js"), source);
    fs.writeFileSync(path.join(root, "app-1.js.br"), zlib.brotliCompressSync(source));
    fs.writeFileSync(path.join(root, "plain.js"), source);
    const app = express();
    app.use(compression());
    app.use(precompressedAssets(root, "public, max-age=31536000, immutable"));
    app.use(express.static(root));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("sends the brotli copy, typed and cached, to a browser that accepts it", async () => {
    const response = await fetch(`${base}/app-1.js`, { headers: { "Accept-Encoding": "br" } });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-encoding")).toBe("br");
    expect(response.headers.get("content-type")).toBe("text/javascript; charset=utf-8");
    expect(response.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(response.headers.get("vary")).toContain("Accept-Encoding");
    expect(await response.text()).toBe(source);
  });

  it("leaves other browsers and files without a copy to the usual path", async () => {
    const gzip = await fetch(`${base}/app-1.js`, { headers: { "Accept-Encoding": "gzip" } });
    expect(gzip.headers.get("content-encoding")).toBe("gzip");
    expect(await gzip.text()).toBe(source);
    const plain = await fetch(`${base}/plain.js`, { headers: { "Accept-Encoding": "br" } });
    expect(await plain.text()).toBe(source);
    expect((await fetch(`${base}/missing.js`, { headers: { "Accept-Encoding": "br" } })).status).toBe(404);
  });
});
