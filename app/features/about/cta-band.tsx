import type { ReactNode } from "react";
import styles from "./cta-band.module.css";

/** A closing band: h2, one sentence and up to two actions. */
export function CtaBand({ id, title, text, actions }: { id: string; title: string; text: string; actions: ReactNode }) {
  return (
    <section className="container section" aria-labelledby={id}>
      <div className={styles.band}>
        <div>
          <h2 id={id}>{title}</h2>
          <p>{text}</p>
        </div>
        <div className={styles.actions}>{actions}</div>
      </div>
    </section>
  );
}
