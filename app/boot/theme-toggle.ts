import { DARK_THEME_KEY } from "~/lib/storage";
import { THEME_TOGGLE_ATTRIBUTE, toggledTheme } from "~/lib/theme";
import { HYDRATED_ATTRIBUTE } from "./boot-data";

/**
 * Until React has hydrated, a click on the theme toggle is answered here, in the same task: `data-theme` flips
 * (CSS shows the toggle's other face) and the choice is stored, as React's toggle does (theme-context.tsx). No
 * script is requested, so a page that loads its scripts on demand stays static (decision 030). Registered by
 * the head's theme script, before the body is parsed; hydrated, React's own handler takes over.
 */
export function answerThemeToggle(): void {
  document.addEventListener(
    "click",
    (event) => {
      const root = document.documentElement;
      if (root.hasAttribute(HYDRATED_ATTRIBUTE) || !(event.target instanceof Element)) return;
      if (!event.target.closest(`[${THEME_TOGGLE_ATTRIBUTE}]`)) return;
      event.preventDefault();
      // Neither the on-demand boot nor a React still hydrating may answer the same click again.
      event.stopImmediatePropagation();
      const next = toggledTheme(root.getAttribute("data-theme"));
      root.setAttribute("data-theme", next);
      try {
        localStorage.setItem(DARK_THEME_KEY, String(next === "dark"));
      } catch {
        // Private modes may refuse storage; the choice then lasts for the visit only.
      }
    },
    true,
  );
}
