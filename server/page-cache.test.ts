import type { AddressInfo } from "node:net";
import express from "express";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { pageCache, type PageCacheOptions } from "./page-cache";

/** A page of the cache under test: its render count, the response's nonce and the token field as the page renders it. */
async function servePages(options: PageCacheOptions) {
  const app = express();
  let nonces = 0;
  let renders = 0;
  app.use((req, res, next) => {
    res.locals.nonce = `nonce${++nonces}x`;
    res.locals.csrfToken = req.get("x-token") ?? "";
    next();
  });
  app.use(pageCache((req) => `${req.get("x-lang") ?? "pt"} ${req.originalUrl}`, { ttlMs: 60_000, ...options }));
  app.get("/page", (_req, res) => {
    renders++;
    const token = res.locals.csrfTokenInPage ?? res.locals.csrfToken;
    res.type("html").send(`<script nonce="${res.locals.nonce}"></script><p>render ${renders}</p><i>${token}</i>`);
  });
  app.get("/streamed", (_req, res) => {
    const token = res.locals.csrfTokenInPage!;
    res.type("html");
    res.write(`<i>${token.slice(0, 10)}`);
    res.write(token.slice(10));
    res.end("</i>");
  });
  app.get("/missing", (_req, res) => void res.status(404).send("nope"));
  const server = app.listen(0);
  await new Promise((resolve) => server.once("listening", resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    renders: () => renders,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("pageCache", () => {
  let pages: Awaited<ReturnType<typeof servePages>>;
  beforeAll(async () => {
    pages = await servePages({ hitHeader: true });
  });
  afterAll(() => pages.close());

  it("renders once, then serves the same page with the new response's nonce and the visitor's token", async () => {
    const first = await fetch(`${pages.base}/page`, { headers: { "x-token": "A".repeat(32) } });
    const second = await fetch(`${pages.base}/page`, { headers: { "x-token": "B".repeat(32) } });
    expect(await first.text()).toBe(`<script nonce="nonce1x"></script><p>render 1</p><i>${"A".repeat(32)}</i>`);
    expect(second.headers.get("x-page-cache")).toBe("hit");
    expect(second.headers.get("content-type")).toContain("text/html");
    expect(await second.text()).toBe(`<script nonce="nonce2x"></script><p>render 1</p><i>${"B".repeat(32)}</i>`);
    expect(pages.renders()).toBe(1);
  });

  it("puts the token in place of a placeholder cut across two writes", async () => {
    const token = "C".repeat(32);
    for (const expected of [null, "hit"]) {
      const response = await fetch(`${pages.base}/streamed`, { headers: { "x-token": token } });
      expect(response.headers.get("x-page-cache")).toBe(expected);
      expect(await response.text()).toBe(`<i>${token}</i>`);
    }
  });

  it("keeps languages apart and never caches a failure", async () => {
    expect(await (await fetch(`${pages.base}/page`, { headers: { "x-lang": "en" } })).text()).toContain("render 2");
    await fetch(`${pages.base}/missing`);
    expect((await fetch(`${pages.base}/missing`)).headers.get("x-page-cache")).toBeNull();
  });
});

describe("pageCache without the hit header (production)", () => {
  it("still serves from the cache, and says nothing about it", async () => {
    const pages = await servePages({});
    try {
      const answers = [await fetch(`${pages.base}/page`), await fetch(`${pages.base}/page`)];
      expect(answers.map((answer) => answer.headers.get("x-page-cache"))).toEqual([null, null]);
      expect(pages.renders()).toBe(1);
    } finally {
      await pages.close();
    }
  });
});
