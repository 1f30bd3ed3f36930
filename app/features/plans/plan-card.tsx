import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { planCtaHref, type Plan } from "~/data/plans";
import { annualCharge, eligibilityLine, monthlyBillingPrice, planLines } from "./plan-lines";
import { useMoney } from "./use-money";
import styles from "./plan-card.module.css";
import { BookDemoLink, StartFreeLink } from "~/components/next-step/actions";

/** One plan: name, who it is for, price, the button, what it includes and who may choose it. */
export function PlanCard({ plan }: { plan: Plan }) {
  const { t } = useTranslation(["plans", "common"]);
  const { money } = useMoney();
  const titleId = `plan-${plan.id}`;
  const listId = `plan-${plan.id}-includes`;
  const eligibility = eligibilityLine(plan, money);
  const monthlyBilling = monthlyBillingPrice(plan);
  const yearly = annualCharge(plan);
  const target = planCtaHref(plan);

  return (
    <article
      className={styles.card}
      data-featured={plan.featured ? "" : undefined}
      data-testid={`plan-${plan.id}`}
      aria-labelledby={titleId}
    >
      {plan.featured && <p className={styles.badge}>{t("plans.mostPopular")}</p>}
      <header className={styles.head}>
        <h3 id={titleId} className={styles.name}>
          {t(`plans.${plan.id}.name`)}
        </h3>
        <p className={styles.legend}>{t(`plans.${plan.id}.legend`)}</p>
      </header>

      <div className={styles.price}>
        {plan.price.kind === "fixed" ? (
          <>
            {monthlyBilling !== null && (
              <p className={styles.was} data-testid="plan-monthly-billing">
                <span>
                  <s>{money(monthlyBilling)}</s>
                  {t("price.monthlyBilling")}
                </span>
                <span className={styles.pill}>{t("price.saving", { percent: plan.price.savingPercent })}</span>
              </p>
            )}
            <p className={styles.amount}>
              <span className={styles.value} data-testid="plan-price">
                {money(plan.price.monthly)}
              </span>
              <span className={styles.period}>{t("plans.perMonth")}</span>
            </p>
            {plan.price.trialDays ? (
              <p className={styles.note}>{t("price.trialNote", { days: plan.price.trialDays })}</p>
            ) : (
              yearly !== null && <p className={styles.note}>{t("price.annualNote", { total: money(yearly) })}</p>
            )}
            {Boolean(plan.price.trialDays) && (
              <p className={styles.pill}>{t("price.trialBadge", { days: plan.price.trialDays })}</p>
            )}
          </>
        ) : (
          <>
            <p className={styles.amount}>
              <span className={styles.value} data-testid="plan-price">
                {t("price.custom")}
              </span>
            </p>
            <p className={styles.note}>{t("price.customNote")}</p>
          </>
        )}
      </div>

      {target === "register" ? (
        <StartFreeLink className={styles.cta} />
      ) : (
        <BookDemoLink to={target} context={t(`plans.${plan.id}.name`)} className={styles.cta} />
      )}

      <div className={styles.body}>
        <p id={listId} className={styles.includes}>
          {t("plans.includes")}
        </p>
        <ul className={styles.lines} aria-labelledby={listId}>
          {planLines(plan).map((line) => (
            <li key={line.key}>{t(line.key, line.values)}</li>
          ))}
        </ul>
        {eligibility && (
          <p className={styles.conditions}>
            <Icon name="info" size={18} className={styles.conditionsIcon} />
            <span>
              <strong>{t("plans.conditions")}:</strong> {t(eligibility.key, eligibility.values)}
            </span>
          </p>
        )}
      </div>
    </article>
  );
}
