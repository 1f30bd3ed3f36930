import type { MouseEvent, ReactNode } from "react";
import { PLANS_SECTION_ID } from "./plans-section";

/** A link to the plans that scrolls smoothly (unless motion is reduced) and moves focus to their heading. */
export function ScrollToPlans({ children, className }: { children: ReactNode; className?: string }) {
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    const section = document.getElementById(PLANS_SECTION_ID);
    if (!section) return;
    event.preventDefault();
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    section.scrollIntoView({ behavior: reduce ? "auto" : "smooth", block: "start" });
    section.querySelector<HTMLElement>("h2")?.focus({ preventScroll: true });
  };
  return (
    <a
      href={`#${PLANS_SECTION_ID}`}
      className={className}
      onClick={onClick}
      data-hydrate-on-click
      data-testid="hero-plans-button"
    >
      {children}
    </a>
  );
}
