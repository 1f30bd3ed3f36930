import { Fragment, type CSSProperties } from "react";
import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format-number";
import { PLANS, type Plan } from "~/data/plans";
import { COMPARE_ROWS, compareCell } from "./plan-lines";
import { useMoney } from "./use-money";
import styles from "./plan-comparison.module.css";

/**
 * Every plan's limits, written once: a card per plan with its rows as a description list. On a phone
 * the cards stack; from tablets up the same elements line up as a table (CSS subgrid), the first
 * card's row names forming its first column. Each value also carries its row's name (data-label), which
 * the phone layout draws beside it.
 */
export function PlanComparison() {
  const { t } = useTranslation("plans");
  const { money, lang } = useMoney();

  return (
    <section className={`container section ${styles.section}`} aria-labelledby="compare-title">
      <div className={styles.intro}>
        <h2 id="compare-title">{t("compare.title")}</h2>
        <p>{t("compare.lead")}</p>
      </div>
      <ul
        className={styles.plans}
        data-corner={t("compare.feature")}
        style={{ "--compare-rows": COMPARE_ROWS.length } as CSSProperties}
      >
        {PLANS.map((plan) => (
          <li key={plan.id} className={styles.plan} data-featured={plan.featured ? "" : undefined}>
            <h3 className={styles.planName}>{t(`plans.${plan.id}.name`)}</h3>
            <PriceLabel plan={plan} money={money} />
            <dl className={styles.rows}>
              {COMPARE_ROWS.map((row) => {
                const cell = compareCell(plan, row);
                const text = cell.key ? t(cell.key, cell.values) : formatNumber(Number(cell.values?.count ?? 0), lang);
                const mark = cell.check === undefined ? undefined : cell.check ? "yes" : "no";
                const label = t(`compare.rows.${row}`);
                return (
                  <Fragment key={row}>
                    <dt>{label}</dt>
                    <dd data-label={label} data-mark={mark} data-number={cell.key ? undefined : ""}>
                      {mark ? <span className="visually-hidden">{text}</span> : text}
                    </dd>
                  </Fragment>
                );
              })}
            </dl>
          </li>
        ))}
      </ul>
    </section>
  );
}

function PriceLabel({ plan, money }: { plan: Plan; money: (amount: number) => string }) {
  const { t } = useTranslation("plans");
  if (plan.price.kind === "custom") return <p className={styles.planPrice}>{t("price.custom")}</p>;
  return (
    <p className={styles.planPrice}>
      <span className={styles.planAmount}>
        {money(plan.price.monthly)}
        {t("plans.perMonth")}
      </span>
      <span>
        {plan.price.trialDays
          ? t("compare.values.afterTrial", { days: plan.price.trialDays })
          : t("compare.values.annual")}
      </span>
    </p>
  );
}
