import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache } from "./page-cache";

describe("pageCache", () => {
  let base: string;
  let renders = 0;
  let server: import("node:http").Server;
  beforeAll(async () => {
    const app = express();
    let nonces = 0;
    app.use((_req, res, next) => {
      res.locals.nonce = `nonce${++nonces}x`;
      next();
    });
    app.use(pageCache((req) => `${req.get("x-lang") ?? "pt"} ${req.originalUrl}`, { ttlMs: 60_000 }));
    app.get("/page", (_req, res) => {
      renders++;
      res.type("html").send(`<script nonce="${res.locals.nonce}"></script><p>render ${renders}</p>`);
    });
    app.get("/missing", (_req, res) => void res.status(404).send("nope"));
    server = app.listen(0);
    await new Promise((resolve) => server.once("listening", resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it("renders once, then serves the same page with the new response's nonce", async () => {
    const first = await fetch(`${base}/page`);
    const second = await fetch(`${base}/page`);
    expect(await first.text()).toBe('<script nonce="nonce1x"></script><p>render 1</p>');
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(await second.text()).toBe('<script nonce="nonce2x"></script><p>render 1</p>');
  });

  it("keeps languages apart and never caches a failure", async () => {
    expect(await (await fetch(`${base}/page`, { headers: { "x-lang": "en" } })).text()).toContain("render 2");
    await fetch(`${base}/missing`);
    expect((await fetch(`${base}/missing`)).headers.get("x-page-cache")).toBeNull();
  });
});
