export type Theme = "light" | "dark";

/** A stored choice wins; otherwise the system preference (spec §4). */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === "true") return "dark";
  if (stored === "false") return "light";
  return systemPrefersDark ? "dark" : "light";
}
