import { Icon } from "~/components/icon";
import { BEST_RATING } from "~/data/reviews";
import styles from "./reviews.module.css";

/** A rating drawn as stars; read out as its label ('Nota 5 de 5'). */
export function Stars({ rating, label, size = 18 }: { rating: number; label: string; size?: number }) {
  return (
    <span className={styles.stars} role="img" aria-label={label}>
      {Array.from({ length: BEST_RATING }, (_, index) => (
        <span key={index} className={index < Math.round(rating) ? styles.starOn : styles.starOff}>
          <Icon name="star" size={size} />
        </span>
      ))}
    </span>
  );
}
