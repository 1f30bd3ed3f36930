import type { ReactNode } from "react";
import styles from "./section-heading.module.css";

/** Eyebrow, h2 and intro of a home section; `tone="ai"` paints the eyebrow violet. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  text,
  tone = "accent",
  align = "start",
  children,
}: {
  id: string;
  eyebrow: string;
  title: string;
  text?: string;
  tone?: "accent" | "ai";
  align?: "start" | "center";
  children?: ReactNode;
}) {
  return (
    <div className={styles.heading} data-align={align}>
      <p className={styles.eyebrow} data-tone={tone}>
        {eyebrow}
      </p>
      <h2 id={id} className={styles.title}>
        {title}
      </h2>
      {text && <p className={styles.text}>{text}</p>}
      {children}
    </div>
  );
}
