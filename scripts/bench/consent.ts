import { STORAGE_KEYS } from "../../app/lib/storage";

/**
 * Makes the next Lighthouse pass a consenting visitor's: stores the consent the cookie banner's "Accept"
 * stores (localStorage) on the site's origin, in the Chrome Lighthouse drives, and empties the HTTP cache
 * so the pass still loads everything (it runs with disableStorageReset, which would keep the cache too).
 * Spoken over the DevTools protocol's own endpoints; Node's WebSocket is enough.
 */
export async function storeConsent(chromePort: number, origin: string): Promise<void> {
  const devtools = `http://127.0.0.1:${chromePort}`;
  const target = (await (await fetch(`${devtools}/json/new?${origin}/robots.txt`, { method: "PUT" })).json()) as {
    id: string;
    webSocketDebuggerUrl: string;
  };
  const socket = new WebSocket(target.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.addEventListener("open", resolve, { once: true });
    socket.addEventListener("error", reject, { once: true });
  });
  let lastId = 0;
  const send = (method: string, params: object = {}) =>
    new Promise<{ result?: { value?: unknown } }>((resolve, reject) => {
      const id = ++lastId;
      const onMessage = (event: MessageEvent) => {
        const message = JSON.parse(String(event.data)) as {
          id?: number;
          result?: { result?: { value?: unknown } };
          error?: { message: string };
        };
        if (message.id !== id) return;
        socket.removeEventListener("message", onMessage);
        if (message.error) reject(new Error(`${method}: ${message.error.message}`));
        else resolve(message.result ?? {});
      };
      socket.addEventListener("message", onMessage);
      socket.send(JSON.stringify({ id, method, params }));
    });
  try {
    const loaded = `${origin} complete`;
    for (let tries = 0; ; tries++) {
      // Until the new tab's page exists, Chrome has no context to evaluate in: that answer is "not yet" too.
      const { result } = await send("Runtime.evaluate", {
        expression: "location.origin + ' ' + document.readyState",
        returnByValue: true,
      }).catch(() => ({ result: undefined }));
      if (result?.value === loaded) break;
      if (tries === 100) throw new Error(`${origin}/robots.txt did not load`);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    await send("Runtime.evaluate", {
      expression: `localStorage.setItem(${JSON.stringify(STORAGE_KEYS.cookiesAccepted)}, "true")`,
    });
    await send("Network.clearBrowserCache");
  } finally {
    socket.close();
    await fetch(`${devtools}/json/close/${target.id}`);
  }
}
