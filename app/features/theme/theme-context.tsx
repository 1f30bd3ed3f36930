import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { readStored, STORAGE_KEYS, writeStored } from "~/lib/storage";
import { resolveTheme, type Theme } from "~/lib/theme";

interface ThemeState {
  /** null until the browser has told us (the server cannot know). */
  theme: Theme | null;
  forcedDark: boolean;
  toggle(): void;
}

const ThemeContext = createContext<ThemeState>({ theme: null, forcedDark: false, toggle: () => {} });

/** Keeps <html data-theme> in step with the stored choice, the system, and routes that force dark. */
export function ThemeProvider({ forceDark, children }: { forceDark: boolean; children: ReactNode }) {
  const [theme, setTheme] = useState<Theme | null>(null);

  useEffect(() => {
    const media = window.matchMedia("(prefers-color-scheme: dark)");
    const follow = () => setTheme(resolveTheme(readStored(STORAGE_KEYS.darkTheme), media.matches));
    follow();
    media.addEventListener("change", follow);
    return () => media.removeEventListener("change", follow);
  }, []);

  useEffect(() => {
    if (theme) document.documentElement.setAttribute("data-theme", theme);
  }, [theme]);

  const toggle = useCallback(() => {
    setTheme((current) => {
      const next = current === "dark" ? "light" : "dark";
      writeStored(STORAGE_KEYS.darkTheme, String(next === "dark"));
      return next;
    });
  }, []);

  const value = useMemo(() => ({ theme, forcedDark: forceDark, toggle }), [theme, forceDark, toggle]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export const useTheme = () => useContext(ThemeContext);
