import { useTranslation } from "~/i18n/react";
import styles from "./registration.module.css";

interface Step {
  title: string;
  text: string;
}

/**
 * Beside a registration form: the steps ahead (`<prefix>.title`, `<prefix>.steps`), so nobody wonders what
 * comes next. `current` marks the step the visitor is on.
 */
export function NextSteps({ id, prefix, current }: { id: string; prefix: string; current?: number }) {
  const { t } = useTranslation("forms");
  const steps = t(`${prefix}.steps`, { returnObjects: true }) as Step[];
  return (
    <aside className={styles.next} aria-labelledby={id}>
      <h2 id={id}>{t(`${prefix}.title`)}</h2>
      <ol>
        {steps.map((step, index) => (
          <li key={step.title} aria-current={index === current ? "step" : undefined}>
            <span className={styles.stepNumber} aria-hidden="true">
              {index + 1}
            </span>
            <span className={styles.stepTitle}>
              {step.title}
              {index === current && <span className={styles.stepNow}>{t("explore.next.now")}</span>}
            </span>
            <span className={styles.stepText}>{step.text}</span>
          </li>
        ))}
      </ol>
    </aside>
  );
}
