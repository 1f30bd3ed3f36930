import type { CSSProperties } from "react";
import type { AvatarTone } from "~/data/reviews";
import styles from "./avatar.module.css";

/**
 * An illustrated avatar: initials on a geometric badge in a palette tone, painted by CSS on one element.
 * Decorative; the name is always written beside it.
 */
export function Avatar({ initials, tone, size = 48 }: { initials: string; tone: AvatarTone; size?: number }) {
  return (
    <span
      className={styles.avatar}
      data-tone={tone}
      style={size === 48 ? undefined : ({ "--avatar-size": `${size}px` } as CSSProperties)}
      aria-hidden="true"
    >
      {initials}
    </span>
  );
}
