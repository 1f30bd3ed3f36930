import type { ReactNode } from "react";
import { StaticSubtree } from "~/components/static-subtree";
import { BookDemoLink, StartFreeLink } from "./actions";
import styles from "./next-step.module.css";

/**
 * The band that ends a page with the step that fits it: a title, a sentence and its actions (by default both of the
 * site's calls to action, starting free first). Holds no state, so it stays server HTML on a first load; `className`
 * places it (`container` at a page's top level).
 */
export function NextStep({
  id,
  title,
  text,
  actions,
  className = "",
}: {
  id: string;
  className?: string;
  title: string;
  text: string;
  actions?: ReactNode;
}) {
  return (
    <StaticSubtree as="section" className={className || undefined} aria-labelledby={id}>
      <div className={styles.band}>
        <div className={styles.text}>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>
          {actions ?? (
            <>
              <StartFreeLink />
              <BookDemoLink />
            </>
          )}
        </div>
      </div>
    </StaticSubtree>
  );
}
