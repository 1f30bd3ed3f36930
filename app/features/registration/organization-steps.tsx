import { useTranslation } from "~/i18n/react";
import styles from "./registration.module.css";

interface Step {
  title: string;
  text: string;
}

/** Beside the organization form: the three steps after sending it, so nobody wonders what comes next. */
export function OrganizationSteps() {
  const { t } = useTranslation("forms");
  const steps = t("organization.next.steps", { returnObjects: true }) as Step[];
  return (
    <aside className={styles.next} aria-labelledby="organization-next">
      <h2 id="organization-next">{t("organization.next.title")}</h2>
      <ol>
        {steps.map((step, index) => (
          <li key={step.title}>
            <span className={styles.stepNumber} aria-hidden="true">{index + 1}</span>
            <span className={styles.stepTitle}>{step.title}</span>
            <span className={styles.stepText}>{step.text}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
