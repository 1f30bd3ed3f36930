/**
 * React Router's key for the scroll positions it keeps in sessionStorage (its `<ScrollRestoration>`); the contract
 * test (app/shell/scroll-restoration.test.tsx) checks the installed version still uses it.
 */
export const SCROLL_POSITIONS_KEY = "react-router-scroll-positions";

/**
 * Runs inline at the end of <body> (app/shell/scroll-restoration.tsx): what React Router's `<ScrollRestoration>`
 * script does for the first load, without reading storage when there is nothing to read. An entry without a key is
 * new (a link followed, an address typed): it gets its key, as React Router gives it, and no position can be stored
 * under a key made this moment. Only an entry that has a key (a reload, back or forward) reads sessionStorage,
 * whose first read is a synchronous call to the browser process (0.3–10 ms observed here) in the parser's last task.
 */
export default function restoreScroll(): void {
  const state = history.state as { key?: unknown } | null;
  if (typeof state?.key !== "string" || !state.key) {
    history.replaceState({ key: Math.random().toString(32).slice(2) }, "");
    return;
  }
  try {
    const positions = JSON.parse(sessionStorage.getItem(SCROLL_POSITIONS_KEY) || "{}") as Record<string, unknown>;
    const stored = positions[state.key];
    if (typeof stored === "number") scrollTo(0, stored);
  } catch {
    // Unreadable positions are dropped, as React Router drops them; storage refused (a privacy mode) leaves the top.
    try {
      sessionStorage.removeItem(SCROLL_POSITIONS_KEY);
    } catch {
      // Nothing to drop.
    }
  }
}
