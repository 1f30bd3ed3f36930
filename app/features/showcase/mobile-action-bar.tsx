import { useTranslation } from "~/i18n/react";
import { useAppLinks } from "~/root-data";
import styles from "./mobile-action-bar.module.css";
import { SiteLink } from "~/components/site-link";

/** Spec §2 "Showcase list": on small screens a fixed bottom bar with Explore (→ /register) and Sign in. */
export function MobileActionBar() {
  const { t } = useTranslation("showcase");
  const links = useAppLinks();
  return (
    <nav className={styles.bar} aria-label={t("mobileBar.label")} data-testid="showcase-mobile-bar">
      <a href={links.signIn} className="button button-secondary">
        {t("mobileBar.signIn")}
      </a>
      <SiteLink to="/register" className="button button-primary">
        {t("mobileBar.explore")}
      </SiteLink>
    </nav>
  );
}
