import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Icon } from "~/components/icon";
import styles from "./registration.module.css";

/** Education or Business (spec "Explore modal"), leading to /explore?type=… */
export function ExploreChooser() {
  const { t } = useTranslation("forms");
  return (
    <ul className={styles.choices}>
      {(["education", "business"] as const).map((type) => (
        <li key={type}>
          <Link to={`/explore?type=${type}`} className={styles.choice}>
            <span className={styles.choiceTitle}>{t(`register.choice.${type}.title`)}</span>
            <span className={styles.choiceText}>{t(`register.choice.${type}.text`)}</span>
            <Icon name="arrowRight" className={styles.choiceArrow} />
          </Link>
        </li>
      ))}
    </ul>
  );
}
