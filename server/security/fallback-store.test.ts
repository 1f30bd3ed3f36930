import { MemoryStore, type Store } from "express-rate-limit";
import { describe, expect, it } from "vitest";
import { FallbackStore } from "./fallback-store";

const OPTIONS = { windowMs: 60_000 } as Parameters<MemoryStore["init"]>[0];

/** A shared store that never answers, as a Redis behind a dead link. */
const silent: Store = {
  increment: () => new Promise(() => {}),
  decrement: () => new Promise(() => {}),
  resetKey: () => new Promise(() => {}),
};

describe("FallbackStore", () => {
  it("counts in memory when the shared store does not answer, so writes go on and limits hold, and says so once", async () => {
    const lines: string[] = [];
    const store = new FallbackStore(
      silent,
      () => true,
      (line) => lines.push(line),
    );
    store.init(OPTIONS);
    const hits = [];
    for (let i = 0; i < 3; i++) hits.push((await store.increment("ip")).totalHits);
    expect(hits).toEqual([1, 2, 3]);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/Redis did not answer/);
    store.shutdown();
  });

  it("skips the shared store while its client is not connected, and goes back to it when it answers", async () => {
    const shared = new MemoryStore();
    let ready = false;
    const lines: string[] = [];
    const store = new FallbackStore(
      shared,
      () => ready,
      (line) => lines.push(line),
    );
    store.init(OPTIONS);
    await store.increment("ip");
    ready = true;
    expect((await store.increment("ip")).totalHits).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/did not answer/), expect.stringMatching(/answers again/)]);
    store.shutdown();
    shared.shutdown();
  });
});
