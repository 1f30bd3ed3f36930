import { useTranslation } from "~/i18n/react";
import { formatNumber } from "~/lib/format-number";
import { PLANS, type Plan } from "~/data/plans";
import { COMPARE_ROWS, compareCell } from "./plan-lines";
import { useMoney } from "./use-money";
import styles from "./plan-comparison.module.css";

/**
 * Every plan's limits in one table: a column per plan, a row per limit, so each limit reads left to right
 * as it grows. On a phone the table scrolls sideways under the thumb with the row names held in place (a
 * sticky first column); the scroller is the section's labelled region and takes focus, so the keyboard scrolls
 * it too.
 */
export function PlanComparison() {
  const { t } = useTranslation("plans");
  const { money, lang } = useMoney();

  return (
    <section className={`container section ${styles.section}`}>
      <div className={styles.intro}>
        <h2 id="compare-title">{t("compare.title")}</h2>
        <p>{t("compare.lead")}</p>
      </div>
      <div className={styles.scroller} role="region" aria-labelledby="compare-title" tabIndex={0}>
        <table className={styles.table} aria-labelledby="compare-title" data-testid="plan-comparison">
          <thead>
            <tr>
              <th scope="col" className={styles.corner}>
                {t("compare.feature")}
              </th>
              {PLANS.map((plan) => (
                <th key={plan.id} scope="col" data-featured={plan.featured ? "" : undefined}>
                  <span className={styles.planName}>{t(`plans.${plan.id}.name`)}</span>
                  <PriceLabel plan={plan} money={money} />
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {COMPARE_ROWS.map((row) => (
              <tr key={row}>
                <th scope="row">{t(`compare.rows.${row}`)}</th>
                {PLANS.map((plan) => {
                  const cell = compareCell(plan, row);
                  const text = cell.key
                    ? t(cell.key, cell.values)
                    : formatNumber(Number(cell.values?.count ?? 0), lang);
                  const mark = cell.check === undefined ? undefined : cell.check ? "yes" : "no";
                  return (
                    <td
                      key={plan.id}
                      data-featured={plan.featured ? "" : undefined}
                      data-mark={mark}
                      data-number={cell.key ? undefined : ""}
                    >
                      {mark ? <span className="visually-hidden">{text}</span> : text}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PriceLabel({ plan, money }: { plan: Plan; money: (amount: number) => string }) {
  const { t } = useTranslation("plans");
  if (plan.price.kind === "custom") return <span className={styles.planPrice}>{t("price.custom")}</span>;
  return (
    <span className={styles.planPrice}>
      <span className={styles.planAmount}>
        {money(plan.price.monthly)}
        {t("plans.perMonth")}
      </span>
      <span>
        {plan.price.trialDays
          ? t("compare.values.afterTrial", { days: plan.price.trialDays })
          : t("compare.values.annual")}
      </span>
    </span>
  );
}
