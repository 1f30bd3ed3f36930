import type { ReactNode } from "react";
import styles from "./page-hero.module.css";

/** The opening block of an inner page: eyebrow, h1, lead text, optional actions and art. */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  art,
  id = "page-title",
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  id?: string;
}) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <div className={`container ${styles.inner}`} data-has-art={art ? "" : undefined}>
        <div className={styles.text}>
          {eyebrow && <p className={styles.eyebrow}>{eyebrow}</p>}
          <h1 id={id}>{title}</h1>
          {lead && <p className={styles.lead}>{lead}</p>}
          {actions && <div className={styles.actions}>{actions}</div>}
        </div>
        {art && <div className={styles.art}>{art}</div>}
      </div>
    </section>
  );
}
