import type { CSSProperties } from "react";
import { BEST_RATING } from "~/data/reviews";
import styles from "./reviews.module.css";

/** A rating drawn as stars by CSS on one element; read out as its label ('Nota 5 de 5'). */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  const lit = Math.min(BEST_RATING, Math.max(0, Math.round(rating)));
  return (
    <span
      className={styles.stars}
      role="img"
      aria-label={label}
      style={{ "--stars-lit": lit, "--star-size": `${size}px` } as CSSProperties}
    />
  );
}
