export type Theme = "light" | "dark";

/** A stored choice wins; otherwise the system preference (spec §4). */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === "true") return "dark";
  if (stored === "false") return "light";
  return systemPrefersDark ? "dark" : "light";
}

/** Marks the header's theme toggle, whose first click the head script answers before React runs (app/boot/theme-toggle.ts). */
export const THEME_TOGGLE_ATTRIBUTE = "data-theme-toggle";

/** The theme a click on the toggle gives: the other one. */
export function toggledTheme(current: string | null): Theme {
  return current === "dark" ? "light" : "dark";
}
