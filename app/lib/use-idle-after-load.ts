import { useEffect, useState } from "react";

/**
 * False on the server and until the page has loaded and the browser has had an idle moment, then true:
 * decorative motion waits for it, so that it does not add frames to the load.
 */
export function useIdleAfterLoad(): boolean {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const whenIdle = () => {
      const done = () => setIdle(true);
      if ("requestIdleCallback" in window) {
        const handle = window.requestIdleCallback(done, { timeout: 2000 });
        cancel = () => window.cancelIdleCallback(handle);
      } else {
        const handle = globalThis.setTimeout(done, 200);
        cancel = () => globalThis.clearTimeout(handle);
      }
    };
    if (document.readyState === "complete") whenIdle();
    else window.addEventListener("load", whenIdle, { once: true });
    return () => {
      window.removeEventListener("load", whenIdle);
      cancel();
    };
  }, []);
  return idle;
}
