// @vitest-environment jsdom
import { afterEach, expect, it, vi } from "vitest";
import prefetchWorker from "./prefetch-worker";

afterEach(() => vi.unstubAllGlobals());

it("fetches every posted address at low priority, reads each body to the end, then closes", async () => {
  const read: string[] = [];
  const fetch = vi.fn((url: string) =>
    url.endsWith("missing.js")
      ? Promise.reject(new TypeError("network"))
      : Promise.resolve({ arrayBuffer: async () => void read.push(url) }),
  );
  let closed!: () => void;
  const close = vi.fn(() => closed());
  vi.stubGlobal("fetch", fetch);
  vi.stubGlobal("close", close);
  const done = new Promise<void>((resolve) => (closed = resolve));

  prefetchWorker();
  const urls = ["http://site.test/assets/a.js", "http://site.test/assets/missing.js", "http://site.test/i18n/pt.json"];
  dispatchEvent(new MessageEvent("message", { data: urls }));
  await done;

  expect(fetch.mock.calls).toEqual(urls.map((url) => [url, { priority: "low" }]));
  // A failed request does not stop the others; the cache keeps what was read whole.
  expect(read).toEqual([urls[0], urls[2]]);
  expect(close).toHaveBeenCalledOnce();
});
