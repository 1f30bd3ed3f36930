import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import styles from "./registration.module.css";
import { SiteLink } from "~/components/site-link";

/**
 * Education or Business (spec "Explore modal"), leading to /explore?type=…, and below them the
 * organization's full registration, set apart as a different kind of sign-up.
 */
export function ExploreChooser() {
  const { t } = useTranslation("forms");
  return (
    <ul className={styles.choices}>
      {(["education", "business"] as const).map((type) => (
        <li key={type}>
          <SiteLink to={`/explore?type=${type}`} className={styles.choice}>
            <span className={styles.choiceTitle}>{t(`register.choice.${type}.title`)}</span>
            <span className={styles.choiceText}>{t(`register.choice.${type}.text`)}</span>
            <Icon name="arrowRight" className={styles.choiceArrow} />
          </SiteLink>
        </li>
      ))}
      <li className={styles.wideChoice}>
        <SiteLink to="/explore?type=organization" className={`${styles.choice} ${styles.organizationChoice}`}>
          <span className={styles.badge}>{t("register.choice.organization.badge")}</span>
          <span className={styles.choiceTitle}>{t("register.choice.organization.title")}</span>
          <span className={styles.choiceText}>{t("register.choice.organization.text")}</span>
          <Icon name="arrowRight" className={styles.choiceArrow} />
        </SiteLink>
      </li>
    </ul>
  );
}
