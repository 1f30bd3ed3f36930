import { STORAGE_KEYS } from "./storage";

export type Theme = "light" | "dark";

/** A stored choice wins; otherwise the system preference (spec §4). */
export function resolveTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (stored === "true") return "dark";
  if (stored === "false") return "light";
  return systemPrefersDark ? "dark" : "light";
}

/**
 * Runs inline in <head> before first paint, so it must stay self-contained.
 * Mirrors resolveTheme; the unit test checks the two agree. It also marks that scripts run (`data-js`),
 * which shows the script-only controls of a page that loads its scripts on demand (docs/decisions/011).
 */
export const THEME_BOOT_SCRIPT = `(function(){var d=document.documentElement,s=null;d.setAttribute("data-js","");try{s=localStorage.getItem(${JSON.stringify(STORAGE_KEYS.darkTheme)})}catch(e){}var m=window.matchMedia&&matchMedia("(prefers-color-scheme: dark)").matches;d.setAttribute("data-theme",s==="true"?"dark":s==="false"?"light":m?"dark":"light")})()`;
