import { SpriteIcon } from "~/components/sprite-icon";
import { ABOUT_ICONS, type AboutIcon } from "./about-icons";
import styles from "./icon-card-grid.module.css";

export interface IconCard {
  title: string;
  text: string;
  icon: AboutIcon;
}

/** A grid of small cards, each a pictogram, an h3 and a sentence (value proposition, commitments). */
export function IconCardGrid({
  items,
  tone = "accent",
  numbered = false,
}: {
  items: IconCard[];
  tone?: "accent" | "ai";
  numbered?: boolean;
}) {
  const List = numbered ? "ol" : "ul";
  return (
    <List className={styles.grid} data-tone={tone}>
      {items.map((item, index) => (
        <li key={item.title} className={styles.card}>
          <span className={styles.icon}>
            {numbered ? (
              <span className={styles.number} aria-hidden="true">
                {index + 1}
              </span>
            ) : (
              <SpriteIcon set={ABOUT_ICONS} name={item.icon} />
            )}
          </span>
          <h3>{item.title}</h3>
          <p>{item.text}</p>
        </li>
      ))}
    </List>
  );
}
