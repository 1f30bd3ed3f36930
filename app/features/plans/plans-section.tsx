import { useTranslation } from "~/i18n/react";
import { PLANS } from "~/data/plans";
import { PlanCard } from "./plan-card";
import styles from "./plans-section.module.css";

export const PLANS_SECTION_ID = "plans";

/** The four plan cards; the hero's button scrolls here and moves focus to the heading. */
export function PlansSection() {
  const { t } = useTranslation("plans");
  return (
    <section id={PLANS_SECTION_ID} className={styles.section} aria-labelledby="plans-title">
      <div className={`container ${styles.wide}`}>
        <div className={styles.intro}>
          <h2 id="plans-title" tabIndex={-1}>
            {t("plans.title")}
          </h2>
          <p>{t("plans.lead")}</p>
        </div>
        <div className={styles.grid}>
          {PLANS.map((plan) => (
            <PlanCard key={plan.id} plan={plan} />
          ))}
        </div>
      </div>
    </section>
  );
}
