import { DARK_THEME_KEY } from "~/lib/storage";
import { resolveTheme } from "~/lib/theme";
import { answerThemeToggle } from "./theme-toggle";

/**
 * Runs inline in <head> before the first paint (root.tsx): the stored or system theme as `data-theme`, so a
 * dark page never flashes light, and `data-js`, which shows the script-only controls of a page that loads its
 * scripts on demand (decision 011). It also answers the theme toggle until React has hydrated (theme-toggle.ts).
 */
export default function applyTheme(): void {
  const root = document.documentElement;
  root.setAttribute("data-js", "");
  let stored: string | null = null;
  try {
    stored = localStorage.getItem(DARK_THEME_KEY);
  } catch {
    // Storage refused (a privacy mode): the system's preference decides.
  }
  const systemPrefersDark = typeof matchMedia === "function" && matchMedia("(prefers-color-scheme: dark)").matches;
  root.setAttribute("data-theme", resolveTheme(stored, systemPrefersDark));
  answerThemeToggle();
}
