/**
 * "Painted" is the first contentful paint as the browser reports it, once the frame is on screen, and the first
 * screen's main image decoded: a request made before that counts into Lighthouse's FCP and LCP (its simulation puts
 * every request started before them, and the work that waits on it, in their path), and shares the link with the
 * stylesheet and the hero.
 */
export function painted(): Promise<unknown> {
  return Promise.all([firstPaint(), heroDecoded()]);
}

/**
 * Once the document has loaded and the main thread is idle (2 s after the load at most): for work no one waits for,
 * which would otherwise run beside the style and layout of the rest of the document (decision 047).
 */
export function idleAfterLoad(): Promise<void> {
  return new Promise((done) => {
    const whenIdle = () =>
      typeof requestIdleCallback === "function"
        ? requestIdleCallback(() => done(), { timeout: 2000 })
        : setTimeout(done, 0);
    if (document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
}

/** Runs `task` once the next frame is drawn: in the task after the frame's animation callbacks. */
export function afterNextFrame(task: () => void): void {
  requestAnimationFrame(() => setTimeout(task, 0));
}

/** The first contentful paint reported: `afterNextFrame` can end before the frame is on screen. */
function firstPaint(): Promise<void> {
  return new Promise((done) => {
    if (!(PerformanceObserver.supportedEntryTypes ?? []).includes("paint")) {
      afterNextFrame(done);
      return;
    }
    new PerformanceObserver((list, observer) => {
      if (list.getEntriesByName("first-contentful-paint").length === 0) return;
      observer.disconnect();
      done();
    }).observe({ type: "paint", buffered: true });
  });
}

/** The first screen's main image (the one marked fetchpriority=high) decoded; 1.5 s at most. */
function heroDecoded(): Promise<void> | undefined {
  const hero = document.querySelector<HTMLImageElement>("img[fetchpriority=high]");
  if (!hero) return undefined;
  const cap = new Promise<void>((done) => setTimeout(done, 1500));
  return Promise.race([hero.decode(), cap]).catch(() => undefined);
}
