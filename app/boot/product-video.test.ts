// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from "vitest";
import PRODUCT_VIDEO_SCRIPT from "./product-video.ts?inline-script";

/** jsdom has no IntersectionObserver and does not play media: the page's part of each, recorded. */
let intersect: (near: boolean) => void;
const calls: string[] = [];

function setUp(reducedMotion: boolean) {
  calls.length = 0;
  window.matchMedia = (query: string) => ({ matches: reducedMotion, media: query }) as unknown as MediaQueryList;
  window.IntersectionObserver = class {
    constructor(callback: IntersectionObserverCallback) {
      intersect = (near) =>
        callback(
          [{ isIntersecting: near, intersectionRatio: near ? 1 : 0 } as IntersectionObserverEntry],
          this as never,
        );
    }
    observe() {}
    disconnect() {}
  } as unknown as typeof IntersectionObserver;
  document.body.innerHTML =
    `<figure data-product-video><video preload="none"></video>` +
    `<button type="button" data-play="Play video" data-pause="Pause video" hidden><span data-label>Play video</span></button></figure>`;
  const video = document.querySelector("video")!;
  let paused = true;
  Object.defineProperty(video, "paused", { get: () => paused });
  video.play = () => {
    calls.push("play");
    if (!paused) return Promise.resolve();
    paused = false;
    video.dispatchEvent(new Event("play"));
    return Promise.resolve();
  };
  video.pause = () => {
    calls.push("pause");
    if (paused) return;
    paused = true;
    video.dispatchEvent(new Event("pause"));
  };
  const script = document.createElement("script");
  document.querySelector("figure")!.after(script);
  Object.defineProperty(document, "currentScript", { value: script, configurable: true });
  new Function(PRODUCT_VIDEO_SCRIPT)();
  Object.defineProperty(document, "currentScript", { value: null, configurable: true });
}

const button = () => document.querySelector("button")!;

describe("the product video's inline script", () => {
  beforeEach(() => setUp(false));

  it("shows its button, plays only when near and pauses when the video leaves", () => {
    expect(button().hidden).toBe(false);
    expect(calls).toEqual([]);
    intersect(true);
    expect(calls).toEqual(["play"]);
    expect(button().textContent).toBe("Pause video");
    intersect(false);
    expect(calls).toEqual(["play", "pause"]);
    expect(button().textContent).toBe("Play video");
  });

  it("keeps the visitor's pause when the video comes near again", () => {
    intersect(true);
    button().click();
    expect(button().textContent).toBe("Play video");
    intersect(false);
    intersect(true);
    expect(calls.at(-1)).toBe("pause");
    button().click();
    expect(calls.at(-1)).toBe("play");
  });

  it("under reduced motion stays still until the button plays it", () => {
    setUp(true);
    intersect(true);
    expect(calls).toEqual(["pause"]);
    button().click();
    expect(calls.at(-1)).toBe("play");
    expect(button().hasAttribute("data-playing")).toBe(true);
  });
});
