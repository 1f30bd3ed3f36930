/** Desktop "request a demo": bring the home demo form into view and put the cursor in its first field. */
export function scrollToDemoForm(sectionId: string): void {
  const section = document.getElementById(sectionId);
  if (!section) return;
  const reduced = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  section.scrollIntoView({ behavior: reduced ? "auto" : "smooth", block: "start" });
  section
    .querySelector<HTMLElement>("input:not([type='hidden']):not([tabindex='-1']), select, textarea")
    ?.focus({ preventScroll: true });
}
