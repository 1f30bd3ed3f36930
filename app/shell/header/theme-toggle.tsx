import { useTranslation } from "~/i18n/react";
import { useTheme } from "~/shell/theme/theme-context";
import { Icon } from "~/components/icon";
import styles from "./header.module.css";

/**
 * Hidden where a route forces dark (/ and /price): a toggle that changes nothing would mislead. Until
 * the scripts run it keeps its place but stays invisible (`data-requires-js`); the theme follows the system.
 */
export function ThemeToggle({ iconOnly = false }: { iconOnly?: boolean }) {
  const { t } = useTranslation();
  const { theme, forcedDark, toggle } = useTheme();
  if (forcedDark) return null;
  const dark = theme === "dark";
  const label = dark ? t("nav.themeToLight") : t("nav.themeToDark");
  return (
    <button
      type="button"
      data-requires-js
      className={styles.iconButton}
      onClick={toggle}
      aria-label={label}
      title={label}
      data-testid="theme-toggle"
    >
      <Icon name={dark ? "sun" : "moon"} size={18} />
      {!iconOnly && <span className={styles.toggleText}>{dark ? t("nav.light") : t("nav.dark")}</span>}
    </button>
  );
}
