import type { ReactNode } from "react";
import styles from "./page-hero.module.css";

/**
 * The opening block of an inner page: eyebrow, h1, lead text, optional actions and art. `artFromTablet`
 * leaves the art out on a phone, where what follows the hero (a form) is what the visitor came for.
 */
export function PageHero({
  eyebrow,
  title,
  lead,
  actions,
  art,
  artFromTablet = false,
  id = "page-title",
}: {
  eyebrow?: string;
  title: string;
  lead?: ReactNode;
  actions?: ReactNode;
  art?: ReactNode;
  artFromTablet?: boolean;
  id?: string;
}) {
  return (
    <section className={styles.hero} aria-labelledby={id}>
      <div
        className={`container ${styles.inner}`}
        data-has-art={art ? "" : undefined}
        data-art-from-tablet={artFromTablet ? "" : undefined}
      >
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

/** A page hero's illustration, drawn at 480×360; `priority` when it is the first screen's main image. */
export function HeroArt({
  src,
  alt,
  className,
  priority = false,
}: {
  src: string;
  alt: string;
  className?: string;
  priority?: boolean;
}) {
  return (
    <img
      src={src}
      width={480}
      height={360}
      alt={alt}
      className={className}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
