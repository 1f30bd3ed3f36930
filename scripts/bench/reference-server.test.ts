import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { historyMarkdown, missedBudgets, type RouteRecord, type RunRecord } from "./history";
import { FLOOR_DOCUMENT, startReferenceServer } from "./reference-server";

describe("the bench's reference server (decision 014)", () => {
  let site: http.Server;
  let origin: string;
  beforeAll(async () => {
    site = http.createServer((request, response) => {
      if (request.url === "/page.css") return void response.writeHead(200, { "content-type": "text/css" }).end("p{}");
      response.writeHead(200, {
        "content-type": "text/html; charset=utf-8",
        "content-security-policy": "default-src 'self'",
        "cross-origin-opener-policy": "same-origin",
        "set-cookie": "XSRF-TOKEN=abc",
      });
      response.end('<p>Hello</p><script>document.title = "x"</script><link rel="modulepreload" href="/a.js">');
    });
    await new Promise<void>((resolve) => site.listen(0, "127.0.0.1", resolve));
    origin = `http://127.0.0.1:${(site.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => site.close(() => resolve())));

  it("serves the page without scripts, with its security headers and without its cookie, the floor document with the same headers, and passes the rest through", async () => {
    const references = await startReferenceServer(origin, ["/", "/other"]);
    try {
      const reference = await fetch(references.urlOf("/"));
      expect(reference.status).toBe(200);
      expect(await reference.text()).toBe("<p>Hello</p>");
      expect(reference.headers.get("cross-origin-opener-policy")).toBe("same-origin");
      expect(reference.headers.get("content-security-policy")).toBe("default-src 'self'");
      expect(reference.headers.get("set-cookie")).toBeNull();
      expect(references.urlOf("/other")).not.toBe(references.urlOf("/"));

      const floor = await fetch(references.floorUrl);
      expect(await floor.text()).toBe(FLOOR_DOCUMENT);
      expect(floor.headers.get("cross-origin-opener-policy")).toBe("same-origin");

      const stylesheet = await fetch(new URL("/page.css", references.urlOf("/")));
      expect(await stylesheet.text()).toBe("p{}");
    } finally {
      await references.close();
    }
  });
});

describe("a run's budget verdict", () => {
  const within: RouteRecord = {
    path: "/",
    performance: 100,
    tbtMs: 0,
    lcpMs: 1000,
    cls: 0,
    mainThreadMs: 700,
    referenceMs: 600,
    referenceTbtMs: 60,
    referenceLcpMs: 1000,
    scriptMs: 50,
    domSize: 500,
    jsKiB: 0,
  };

  it("names every Lighthouse budget a route missed, and none when it met them all", () => {
    expect(missedBudgets(within)).toEqual([]);
    expect(missedBudgets({ ...within, performance: 97, tbtMs: 128, lcpMs: 1101, mainThreadMs: 960 })).toEqual([
      "TBT 128 (ref. 60)",
      "LCP 1101 (ref. 1000)",
      "1.60 ×",
    ]);
    expect(missedBudgets({ ...within, performance: 80, tbtMs: 110, lcpMs: 1100, mainThreadMs: 750 })).toEqual([]);
  });

  it("shows each run's page fault and empty page beside its benchmark index, and a dash before they were measured", () => {
    const run: RunRecord = {
      date: "2026-12-02T03:00:00.000Z",
      commit: "abc1234",
      reference: "page's headers",
      benchmarkIndex: 2515,
      busyPasses: "0/4",
      routes: [within],
    };
    const measured = {
      ...run,
      pageFaultUs: 13.1,
      floor: {
        performance: 94,
        tbtMs: 288,
        mainThreadMs: 974,
        slowHost: { performance: 88, tbtMs: 488, mainThreadMs: 1795 },
      },
    };
    const rows = historyMarkdown([run, measured]).filter((line) => line.startsWith("| 2026-12-02"));
    expect(rows[0]).toContain("| 2515 (0/4) | – |");
    expect(rows[1]).toContain("| 2515 (0/4); 13.1 µs | 288 / 488 |");
  });
});
