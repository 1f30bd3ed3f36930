import { useTranslation } from "~/i18n/react";
import { useLocation } from "react-router";
import { isCurrentPath, SiteLink } from "~/components/site-link";
import styles from "./about-nav.module.css";

const LINKS = [
  { to: "/about", key: "about", end: true },
  { to: "/about/team", key: "team", end: false },
  { to: "/about/commercial", key: "commercial", end: false },
  { to: "/about/contact", key: "contact", end: false },
] as const;

/** The four pages of the About section, one tab each; the current one is marked for assistive tech. */
export function AboutNav() {
  const { t } = useTranslation("about");
  const { pathname } = useLocation();
  return (
    <nav className={styles.bar} aria-label={t("nav.label")}>
      <ul className={`container ${styles.list}`}>
        {LINKS.map((link) => (
          <li key={link.to}>
            <SiteLink
              to={link.to}
              prefetch="intent"
              className={styles.link}
              aria-current={isCurrentPath(pathname, link.to, link.end) ? "page" : undefined}
            >
              {t(`nav.${link.key}`)}
            </SiteLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
