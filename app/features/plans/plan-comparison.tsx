import { useTranslation } from "~/i18n/react";
import { Icon } from "~/components/icon";
import { formatNumber } from "~/lib/format-number";
import { PLANS, type Plan } from "~/data/plans";
import { COMPARE_ROWS, compareCell, type CompareRow } from "./plan-lines";
import { useMoney } from "./use-money";
import styles from "./plan-comparison.module.css";

/**
 * Every plan's limits: a table from tablets up; on a phone, where four plans side by side would scroll
 * sideways, one card per plan with the same rows (CSS shows one or the other).
 */
export function PlanComparison() {
  const { t } = useTranslation("plans");
  const { money, lang } = useMoney();

  return (
    <section className="container section" aria-labelledby="compare-title">
      <div className={styles.intro}>
        <h2 id="compare-title">{t("compare.title")}</h2>
        <p>{t("compare.lead")}</p>
      </div>
      <PlanStack money={money} format={(n) => formatNumber(n, lang)} />
      <div className={styles.scroller} role="region" aria-label={t("compare.scrollHint")} tabIndex={0}>
        <table className={styles.table}>
          <caption className="visually-hidden">{t("compare.caption")}</caption>
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
                {PLANS.map((plan) => (
                  <td key={plan.id} data-featured={plan.featured ? "" : undefined}>
                    <CellValue plan={plan} row={row} format={(n) => formatNumber(n, lang)} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function PlanStack({ money, format }: { money: (amount: number) => string; format: (n: number) => string }) {
  const { t } = useTranslation("plans");
  return (
    <ul className={styles.stack}>
      {PLANS.map((plan) => (
        <li key={plan.id} className={styles.stackCard} data-featured={plan.featured ? "" : undefined}>
          <h3 className={styles.planName}>{t(`plans.${plan.id}.name`)}</h3>
          <PriceLabel plan={plan} money={money} />
          <dl className={styles.stackRows}>
            {COMPARE_ROWS.map((row) => (
              <div key={row}>
                <dt>{t(`compare.rows.${row}`)}</dt>
                <dd>
                  <CellValue plan={plan} row={row} format={format} />
                </dd>
              </div>
            ))}
          </dl>
        </li>
      ))}
    </ul>
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

function CellValue({ plan, row, format }: { plan: Plan; row: CompareRow; format: (n: number) => string }) {
  const { t } = useTranslation("plans");
  const cell = compareCell(plan, row);
  if (cell.check === true) {
    return (
      <>
        <Icon name="check" size={18} className={styles.yes} />
        <span className="visually-hidden">{t(cell.key)}</span>
      </>
    );
  }
  if (cell.check === false) {
    return (
      <>
        <span className={styles.no} aria-hidden="true">
          —
        </span>
        <span className="visually-hidden">{t(cell.key)}</span>
      </>
    );
  }
  if (!cell.key) return <span className={styles.number}>{format(Number(cell.values?.count ?? 0))}</span>;
  return <span>{t(cell.key, cell.values)}</span>;
}
