/**
 * Scrolls to a section (onClick.scroll) and moves focus into it, so keyboard and screen reader
 * users land where sighted users look: the element marked data-scroll-focus, else the section.
 */
export function scrollToSection(id: string): void {
  const section = document.getElementById(id);
  if (!section) return;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
  const target = section.querySelector<HTMLElement>("[data-scroll-focus]") ?? section;
  if (!target.hasAttribute("tabindex")) target.setAttribute("tabindex", "-1");
  target.focus({ preventScroll: true });
}
