import type { MouseEvent } from "react";
import { BookDemoLink, StartFreeLink } from "~/components/next-step/actions";
import { useIsMobile } from "~/components/use-is-mobile";
import { scrollToDemoForm } from "./demo-scroll";
import styles from "./hero-actions.module.css";

/** The first screen's two actions (spec "hero"): start free in a new tab; the demo scrolls to the home's form on desktop and opens /demo-form on a phone. */
export function HeroActions({ demoSectionId }: { demoSectionId: string }) {
  const mobile = useIsMobile();
  const requestDemo = (event: MouseEvent<HTMLAnchorElement>) => {
    if (mobile || event.metaKey || event.ctrlKey || event.shiftKey || event.button !== 0) return;
    event.preventDefault();
    scrollToDemoForm(demoSectionId);
  };
  return (
    <div className={styles.actions}>
      <StartFreeLink />
      <BookDemoLink onClick={requestDemo} testId="home-demo-button" />
    </div>
  );
}
