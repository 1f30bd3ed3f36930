import { createContext, useContext, useEffect, useSyncExternalStore, type ReactNode } from "react";
import { readStored, STORAGE_KEYS, writeStored } from "~/lib/storage";
import { createSubscribers } from "~/lib/subscribers";
import { resolveTheme, toggledTheme, type Theme } from "~/lib/theme";

/**
 * The theme lives where the head script put it, on <html data-theme>, and components that show it
 * subscribe to that attribute. Holding it in React state at the root made the first effect after
 * hydration re-render the whole page synchronously.
 */
const subscribers = createSubscribers();

function applyTheme(theme: Theme) {
  document.documentElement.setAttribute("data-theme", theme);
  subscribers.notify();
}

const readTheme = () => document.documentElement.getAttribute("data-theme") as Theme | null;
/** The server cannot know the visitor's theme. */
const serverTheme = () => null;

function toggleTheme() {
  const next = toggledTheme(readTheme());
  writeStored(STORAGE_KEYS.darkTheme, String(next === "dark"));
  applyTheme(next);
}

const ForcedDarkContext = createContext(false);

/** Follows system changes until the visitor chooses, and tells the page whether its route forces dark. */
export function ThemeProvider({ forceDark, children }: { forceDark: boolean; children: ReactNode }) {
  useEffect(() => {
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => applyTheme(resolveTheme(readStored(STORAGE_KEYS.darkTheme), media.matches));
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);
  return <ForcedDarkContext.Provider value={forceDark}>{children}</ForcedDarkContext.Provider>;
}

export function useTheme(): { theme: Theme | null; forcedDark: boolean; toggle: () => void } {
  const theme = useSyncExternalStore(subscribers.subscribe, readTheme, serverTheme);
  return { theme, forcedDark: useContext(ForcedDarkContext), toggle: toggleTheme };
}
