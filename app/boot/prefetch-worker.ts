/**
 * The idle prefetch's worker (prefetch.ts), a file of the client build (`?script-url`): it fetches the addresses
 * the page posts to it into the HTTP cache, reading each body to the end so the cache keeps it, then closes.
 * Off the main thread, the page pays nothing for these responses: as `link rel=prefetch` in the document, their
 * handling and the frames they caused cost a short article a third of its main-thread work at load in
 * Lighthouse (decision 038, amended).
 */
export default function prefetchWorker(): void {
  addEventListener(
    "message",
    (event: MessageEvent<string[]>) => {
      const fetched = event.data.map((url) =>
        fetch(url, { priority: "low" })
          .then((response) => response.arrayBuffer())
          .catch(() => undefined),
      );
      void Promise.all(fetched).then(() => close());
    },
    { once: true },
  );
}
