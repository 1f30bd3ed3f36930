import type { AvatarTone } from "~/data/reviews";
import styles from "./avatar.module.css";

/** An illustrated avatar: initials on a geometric badge in a palette tone. Decorative; the name is always written beside it. */
export function Avatar({ initials, tone, size = 48 }: { initials: string; tone: AvatarTone; size?: number }) {
  return (
    <svg
      className={styles.avatar}
      data-tone={tone}
      width={size}
      height={size}
      viewBox="0 0 48 48"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="24" cy="24" r="24" className={styles.disc} />
      <path d="M48 24A24 24 0 0 1 24 48V24z" className={styles.quarter} />
      <circle cx="38" cy="10" r="3" className={styles.dot} />
      <text x="24" y="25" textAnchor="middle" dominantBaseline="central" className={styles.initials}>
        {initials}
      </text>
    </svg>
  );
}
