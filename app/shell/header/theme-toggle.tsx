import { useTranslation } from "~/i18n/react";
import { useTheme } from "~/shell/theme/theme-context";
import { Icon } from "~/components/icon";
import type { Theme } from "~/lib/theme";
import styles from "./header.module.css";

/**
 * Hidden where a route forces dark (/ and /price): a toggle that changes nothing would mislead. Until
 * the scripts run it keeps its place but stays invisible (`data-requires-js`); the theme follows the system.
 * It holds both faces and CSS shows the one of the theme in force, so the face and the name are right
 * before React runs too (a page that loads its scripts on demand shows it then; docs/decisions/011). Until
 * hydration the head script answers its click (app/boot/theme-toggle.ts, decision 030).
 */
export function ThemeToggle() {
  const { t } = useTranslation();
  const { forcedDark, toggle } = useTheme();
  if (forcedDark) return null;
  return (
    <button
      type="button"
      data-requires-js
      data-theme-toggle
      className={styles.iconButton}
      onClick={toggle}
      data-testid="theme-toggle"
    >
      <ToggleFace theme="light" icon="moon" text={t("nav.dark")} label={t("nav.themeToDark")} />
      <ToggleFace theme="dark" icon="sun" text={t("nav.light")} label={t("nav.themeToLight")} />
    </button>
  );
}

function ToggleFace({ theme, icon, text, label }: { theme: Theme; icon: "sun" | "moon"; text: string; label: string }) {
  return (
    <span data-when-theme={theme} className={styles.toggleFace} title={label}>
      <Icon name={icon} size={18} />
      <span className={styles.toggleText} aria-hidden="true">
        {text}
      </span>
      <span className="visually-hidden">{label}</span>
    </span>
  );
}
